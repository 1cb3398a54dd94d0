import { useCallback, useLayoutEffect, useRef, type UIEvent } from 'react';
import { useLocation } from '@/lib/router';
import { ROUTE_SCROLL_OFFSET_PX } from '@tradewind/contract';

/**
 * docs/product.md §2: after each navigation the app container scrolls smoothly to the top with a 20 px offset.
 * The original scrolled the window to `#app.offsetTop - 20`. Here the container itself scrolls, so the target
 * is the top of the screen inside it minus 20 px, clamped at 0: a screen starting at the container's top goes
 * to 0, and anything placed above the screens inside the container keeps its last 20 px in view.
 * A kept-alive screen gets back the scroll position it had when it was left instead.
 */
export function useRouteScroll(keepKey: string | null) {
  const location = useLocation();
  const container = useRef<HTMLElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const positions = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const saved = keepKey ? positions.current.get(keepKey) : undefined;
    if (saved !== undefined) {
      element.scrollTop = saved;
      // A smooth scroll still running (the previous screen's scroll to the top, when Back is tapped quickly) is
      // not cancelled by this: Chromium applies its next step on top of the restored position, up to 100 px
      // off. Put the position back once that step has landed, before the frame is painted.
      const frame = requestAnimationFrame(() => {
        if (element.scrollTop !== saved) element.scrollTop = saved;
      });
      return () => cancelAnimationFrame(frame);
    }
    const top = Math.max(0, (screen.current?.offsetTop ?? 0) - ROUTE_SCROLL_OFFSET_PX);
    if (typeof element.scrollTo === 'function') element.scrollTo({ top, behavior: 'smooth' });
    else element.scrollTop = top;
  }, [keepKey, location.key]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      if (keepKey) positions.current.set(keepKey, event.currentTarget.scrollTop);
    },
    [keepKey],
  );
  return { container, screen, onScroll };
}
