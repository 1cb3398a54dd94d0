import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LazyImage } from '@/components/lazy-image';
import '@/components/snap-strip.css';
import { slideIndex, slideOffset } from '@/components/snap-strip';

const PictureViewer = lazy(() => import('../picture-viewer'));

/**
 * The product's pictures: swipe through them (CSS scroll snap, no gesture library); a tap opens them full
 * screen at the picture tapped, and the gallery follows the viewer. `shown` (the chosen colour's picture) is
 * brought into view whenever it changes.
 */
export function ImageGallery({ images, title, shown }: { images: string[]; title: string; shown?: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewingAt, setViewingAt] = useState<number | null>(null);
  const total = images.length;
  const altOf = (index: number) => t('product.gallery.image', { title, index: index + 1 });

  const onScroll = () => {
    const element = track.current;
    if (element?.clientWidth) setCurrent(slideIndex(element));
  };
  const follow = (index: number) => {
    const element = track.current;
    if (element) element.scrollLeft = slideOffset(element, index);
    setCurrent(index);
  };
  const shownIndex = shown ? images.indexOf(shown) : -1;
  // A new chosen picture: the counter says so at once (adjusting state while rendering), the strip moves to it.
  const [lastShown, setLastShown] = useState(-1);
  if (shownIndex !== lastShown) {
    setLastShown(shownIndex);
    if (shownIndex >= 0) setCurrent(shownIndex);
  }
  useLayoutEffect(() => {
    const element = track.current;
    if (element && shownIndex >= 0) element.scrollLeft = slideOffset(element, shownIndex);
  }, [shownIndex]);

  return (
    <section className="pd-gallery" aria-label={t('product.gallery.label')}>
      <ul ref={track} className="snap-strip" onScroll={onScroll}>
        {images.map((src, index) => (
          <li key={`${index}-${src}`} className="snap-strip__slide">
            <button
              type="button"
              className="pd-gallery__open"
              aria-label={t('product.gallery.open', { index: index + 1, total })}
              onClick={() => setViewingAt(index)}
            >
              <LazyImage src={src} alt={altOf(index)} />
            </button>
          </li>
        ))}
      </ul>
      {total > 1 && (
        <span className="pd-gallery__index" aria-hidden>
          {current + 1} / {total}
        </span>
      )}
      {viewingAt !== null && (
        <Suspense fallback={null}>
          <PictureViewer
            images={images}
            openedAt={viewingAt}
            altOf={altOf}
            onIndexChange={follow}
            onClose={() => setViewingAt(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
