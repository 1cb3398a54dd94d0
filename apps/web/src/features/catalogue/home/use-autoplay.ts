import { useEffect, useEffectEvent, type RefObject } from 'react';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Once enabled (the slides are there), calls advance every `interval` ms, except while the page is hidden, the region is off screen, or the buyer
 * touches, points at or focuses inside it; never when the user asked for less motion. A hidden <Activity>
 * (keep-alive) unmounts the effect, which stops it too.
 */
export function useAutoplay(
  region: RefObject<HTMLElement | null>,
  interval: number,
  advance: () => void,
  enabled: boolean,
) {
  const next = useEffectEvent(advance);
  useEffect(() => {
    const element = region.current;
    if (!enabled || !element || reducedMotion()) return;
    const held = new Set<string>();
    let onScreen = true;
    const timer = setInterval(() => {
      if (held.size === 0 && onScreen && document.visibilityState !== 'hidden') next();
    }, interval);
    const hold = (reason: string) => () => held.add(reason);
    const release = (reason: string) => () => held.delete(reason);
    const listeners: [string, () => void][] = [
      ['pointerdown', hold('touch')],
      ['pointerup', release('touch')],
      ['pointercancel', release('touch')],
      ['pointerenter', hold('hover')],
      ['pointerleave', release('hover')],
      ['focusin', hold('focus')],
      ['focusout', release('focus')],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(([entry]) => (onScreen = entry.isIntersecting));
    observer?.observe(element);
    return () => {
      clearInterval(timer);
      observer?.disconnect();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [region, interval, enabled]);
}
