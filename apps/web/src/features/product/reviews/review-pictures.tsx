import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LazyImage } from '@/components/lazy-image';

const PictureViewer = lazy(() => import('../picture-viewer'));

/** A review's pictures as thumbnails; a tap opens them full screen at the one tapped. */
export function ReviewPictures({ pictures, buyer }: { pictures: string[]; buyer: string }) {
  const { t } = useTranslation();
  const [viewingAt, setViewingAt] = useState<number | null>(null);
  const total = pictures.length;
  const altOf = (index: number) => t('product.reviews.picture', { index: index + 1, buyer });
  return (
    <>
      <ul className="pd-review__pictures" aria-label={t('product.reviews.pictures', { buyer })}>
        {pictures.map((src, index) => (
          <li key={`${index}-${src}`}>
            <button
              type="button"
              className="pd-review__picture"
              aria-label={t('product.reviews.openPicture', { index: index + 1, total, buyer })}
              onClick={() => setViewingAt(index)}
            >
              <LazyImage src={src} alt={altOf(index)} />
            </button>
          </li>
        ))}
      </ul>
      {viewingAt !== null && (
        <Suspense fallback={null}>
          <PictureViewer images={pictures} openedAt={viewingAt} altOf={altOf} onClose={() => setViewingAt(null)} />
        </Suspense>
      )}
    </>
  );
}
