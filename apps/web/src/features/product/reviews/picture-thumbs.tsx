import { lazy, Suspense, useState } from 'react';
import { LazyImage } from '@/components/lazy-image';

const PictureViewer = lazy(() => import('../picture-viewer'));

type PictureThumbsProps = {
  pictures: string[];
  /** The list's name, and each picture's text and button name (index from 0). */
  label: string;
  altOf: (index: number) => string;
  openLabelOf: (index: number) => string;
  /** `pd-review__pictures` in a review (a grid), `pd-photo-strip` under the price (a row). */
  className: string;
};

/** Pictures as thumbnails, each a button; a tap opens them all full screen at the one tapped. */
export function PictureThumbs({ pictures, label, altOf, openLabelOf, className }: PictureThumbsProps) {
  const [viewingAt, setViewingAt] = useState<number | null>(null);
  return (
    <>
      <ul className={className} aria-label={label}>
        {pictures.map((src, index) => (
          <li key={`${index}-${src}`}>
            <button
              type="button"
              className={`${className}-button`}
              aria-label={openLabelOf(index)}
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
