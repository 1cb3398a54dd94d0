import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LazyImage } from '@/components/lazy-image';

const PictureViewer = lazy(() => import('../picture-viewer'));

/** The newest photos buyers sent with their reviews, in a row the finger scrolls; a tap opens them full screen. */
export function ReviewPhotoStrip({ photos }: { photos: string[] }) {
  const { t } = useTranslation();
  const [viewingAt, setViewingAt] = useState<number | null>(null);
  const total = photos.length;
  const altOf = (index: number) => t('product.rating.photo', { index: index + 1, total });
  return (
    <>
      <ul className="pd-photo-strip" aria-label={t('product.rating.photos')}>
        {photos.map((src, index) => (
          <li key={`${index}-${src}`}>
            <button
              type="button"
              className="pd-photo-strip__photo"
              aria-label={t('product.rating.openPhoto', { index: index + 1, total })}
              onClick={() => setViewingAt(index)}
            >
              <LazyImage src={src} alt={altOf(index)} />
            </button>
          </li>
        ))}
      </ul>
      {viewingAt !== null && (
        <Suspense fallback={null}>
          <PictureViewer images={photos} openedAt={viewingAt} altOf={altOf} onClose={() => setViewingAt(null)} />
        </Suspense>
      )}
    </>
  );
}
