import { useState } from 'react';
import { ImageViewer } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { LazyImage } from '@/components/lazy-image';

/** A review's pictures as thumbnails; a tap opens them full screen at the one tapped. */
export function ReviewPictures({ pictures, buyer }: { pictures: string[]; buyer: string }) {
  const { t } = useTranslation();
  const [openedAt, setOpenedAt] = useState(0);
  const [viewing, setViewing] = useState(false);
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
              onClick={() => {
                setOpenedAt(index);
                setViewing(true);
              }}
            >
              <LazyImage src={src} alt={altOf(index)} />
            </button>
          </li>
        ))}
      </ul>
      {/* Keyed by the picture it opens at: the viewer reads its start index only when it mounts. */}
      <ImageViewer.Multi
        key={openedAt}
        images={pictures}
        visible={viewing}
        defaultIndex={openedAt}
        onClose={() => setViewing(false)}
        imageRender={(src, { ref, index }) => <img ref={ref} src={src} alt={altOf(index)} draggable={false} />}
      />
    </>
  );
}
