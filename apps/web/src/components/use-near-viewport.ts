import { useEffect, useRef, useState } from 'react';
import { scrollParentOf } from '@/lib/scroll-parent';

/**
 * True once the element comes within `margin` of its scroll box. Without IntersectionObserver (old browsers,
 * jsdom) it is true at once, so content never stays hidden.
 */
export function useNearViewport<T extends Element>(margin = 300) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      // The margin reaches ahead only inside the box that actually scrolls.
      { root: scrollParentOf(element), rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near] as const;
}
