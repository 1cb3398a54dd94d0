import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { scrollParentOf } from '@/lib/scroll-parent';
import type { PullState } from './pull-texts';

/** How long "Up to date" stays before the head folds away (antd-mobile's completeDelay). */
const SUCCESS_PAUSE_MS = 500;
/** The finger travels twice as far as the list: the pull feels held back, as in native lists. */
const RESISTANCE = 0.5;

const scrollTopOf = (element: Element) => scrollParentOf(element)?.scrollTop ?? window.scrollY;

/**
 * A pull down from the top of the scroll box: the offset the content follows and the docs/product.md §4 state. Letting go
 * past `headHeight` runs onRefresh with the head held open, then shows success for a moment.
 */
export function usePullGesture(
  area: RefObject<HTMLElement | null>,
  headHeight: number,
  onRefresh: () => Promise<unknown>,
) {
  const [pull, setPull] = useState<{ state: PullState; offset: number }>({ state: 'normal', offset: 0 });
  const refresh = useEffectEvent(onRefresh);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let startY: number | null = null;
    let offset = 0;
    let busy = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onStart = (event: TouchEvent) => {
      startY = !busy && scrollTopOf(element) <= 0 ? event.touches[0].clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const distance = event.touches[0].clientY - startY;
      if (distance <= 0) {
        offset = 0;
        setPull({ state: 'normal', offset: 0 });
        return;
      }
      // The list is held at its top while the finger pulls: no native overscroll, no scrolling.
      if (event.cancelable) event.preventDefault();
      offset = Math.min(distance * RESISTANCE, headHeight * 3);
      setPull({ state: offset >= headHeight ? 'loosing' : 'pulling', offset });
    };
    const onEnd = async () => {
      if (startY === null) return;
      startY = null;
      if (offset < headHeight) {
        offset = 0;
        setPull({ state: 'normal', offset: 0 });
        return;
      }
      busy = true;
      setPull({ state: 'loading', offset: headHeight });
      try {
        await refresh();
      } finally {
        setPull({ state: 'success', offset: headHeight });
        timer = setTimeout(() => {
          busy = false;
          offset = 0;
          setPull({ state: 'normal', offset: 0 });
        }, SUCCESS_PAUSE_MS);
      }
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [area, headHeight]);

  return pull;
}
