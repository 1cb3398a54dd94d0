import { useEffect, useState, type CSSProperties } from 'react';
import { PictureOutline } from '@/components/icons/picture-outline';
import { LAZY_IMAGE_ATTEMPTS } from '@tradewind/contract';
import { imageCache } from './image-cache';
import { inlinePicture } from './inline-pictures';
import { useNearViewport } from './use-near-viewport';
import './lazy-image.css';

export type LazyImageProps = {
  src: string;
  alt: string;
  className?: string;
  /** Width / height, e.g. 1 or '16 / 9': the box keeps its size before the image arrives. */
  aspectRatio?: number | string;
  /**
   * A picture of the first row, in view when the screen opens (the largest of it, as often as not): drawn at once,
   * fetched first, without waiting for the viewport to be measured.
   */
  priority?: boolean;
};

type Phase = 'loading' | 'retrying' | 'loaded' | 'failed';
type State = { src: string; attempt: number; phase: Phase };

/** A failed load is tried again after a short, growing pause: 400 ms, then 800 ms. */
export const RETRY_PAUSE_MS = 400;

const initial = (src: string): State => ({
  src,
  attempt: 1,
  phase: imageCache.has(src) || inlinePicture(src) ? 'loaded' : 'loading',
});

/**
 * An image that loads when it comes near the viewport, tries up to LAZY_IMAGE_ATTEMPTS times, then shows a
 * neutral placeholder (docs/product.md §9). A URL that loaded recently shows at once, and so does a picture the server wrote
 * into the page.
 */
export function LazyImage({ src, alt, className, aspectRatio = 1, priority = false }: LazyImageProps) {
  const [state, setState] = useState(() => initial(src));
  if (state.src !== src) setState(initial(src));
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { attempt, phase } = state;

  useEffect(() => {
    if (phase !== 'retrying') return;
    const timer = setTimeout(
      () => setState((s) => ({ ...s, attempt: s.attempt + 1, phase: 'loading' })),
      RETRY_PAUSE_MS * attempt,
    );
    return () => clearTimeout(timer);
  }, [phase, attempt]);

  const onLoad = () => {
    imageCache.add(src);
    setState((s) => ({ ...s, phase: 'loaded' }));
  };
  const onError = () => setState((s) => ({ ...s, phase: s.attempt < LAZY_IMAGE_ATTEMPTS ? 'retrying' : 'failed' }));

  const style: CSSProperties = { aspectRatio: String(aspectRatio) };
  // Until the picture shows, the box stands in for it: an image with its text, or nothing at all for a decorative
  // picture (alt=""), whose empty name would be an image without a name.
  const standIn = alt ? ({ role: 'img', 'aria-label': alt } as const) : {};
  const classes = ['lazy-image', `lazy-image--${phase}`, className].filter(Boolean).join(' ');
  if (phase === 'failed') {
    return (
      <div className={classes} style={style} {...standIn}>
        <PictureOutline className="lazy-image__placeholder" aria-hidden="true" />
      </div>
    );
  }
  const showImage = (near || priority || phase === 'loaded') && phase !== 'retrying';
  return (
    <div ref={ref} className={classes} style={style} {...(showImage ? {} : standIn)}>
      {showImage && (
        <img
          key={attempt}
          className="lazy-image__img"
          src={inlinePicture(src) ?? src}
          alt={alt}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const, loading: 'eager' as const } : {})}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </div>
  );
}
