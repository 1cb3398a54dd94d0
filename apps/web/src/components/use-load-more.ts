import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { scrollParentOf } from '@/lib/scroll-parent';

/**
 * Calls loadMore while a sentinel after the list is within `offset` px of the scroll box's bottom, one page at
 * a time; a failed page waits for retry. Without IntersectionObserver (jsdom) the sentinel counts as in view.
 */
export function useLoadMore(loadMore: () => Promise<void>, hasMore: boolean, offset: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const [failed, setFailed] = useState(false);
  // Each finished page: while the sentinel stays in view the observer says nothing new, so this asks again.
  const [loaded, setLoaded] = useState(0);
  const busy = useRef(false);
  const load = useEffectEvent(loadMore);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      root: scrollParentOf(element),
      rootMargin: `0px 0px ${offset}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [offset, hasMore]);

  useEffect(() => {
    if (!inView || !hasMore || failed || busy.current) return;
    busy.current = true;
    load().then(
      () => {
        busy.current = false;
        setLoaded((count) => count + 1);
      },
      () => {
        busy.current = false;
        setFailed(true);
      },
    );
  }, [inView, hasMore, failed, loaded]);

  return { sentinel, failed, retry: () => setFailed(false) };
}
