import { useLayoutEffect, useRef, useState } from 'react';
import { scrollParentOf } from '@/lib/scroll-parent';

/** Rows kept above and below the visible ones, so a fast fling does not show blank space. */
const OVERSCAN_ROWS = 4;
/** Rows rendered before the first one is measured: enough for a tall phone screen. */
const FIRST_ROWS = 8;

type Range = { start: number; end: number; stride: number | null };

/**
 * Windowing over equal rows (a product grid): only the rows near the scroll box's viewport are rendered, the
 * list's padding stands in for the rest so the scroll height never changes. The row height is measured off a
 * rendered row; where nothing is laid out (jsdom) every row is rendered.
 */
export function useVirtualRows(count: number, columns: number) {
  const list = useRef<HTMLUListElement>(null);
  const rows = Math.ceil(count / columns);
  const [range, setRange] = useState<Range>({ start: 0, end: FIRST_ROWS, stride: null });

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const scroller = scrollParentOf(element);
    const measure = () => {
      const row = element.firstElementChild as HTMLElement | null;
      const gap = parseFloat(getComputedStyle(element).rowGap) || 0;
      // The exact height, not offsetHeight's rounded one: a stride off by 0.4 px makes the padding that stands in
      // for the unrendered rows drift from their real height, so the scroll height changes as the window moves
      // and a kept scroll position near the end gets clamped.
      const height = row?.getBoundingClientRect().height ?? 0;
      if (!height) return setRange((r) => (r.stride === 0 ? r : { start: 0, end: rows, stride: 0 }));
      const stride = height + gap;
      const viewTop = scroller ? scroller.getBoundingClientRect().top : 0;
      const viewHeight = scroller ? scroller.clientHeight : window.innerHeight;
      // Where the viewport is, counted from the list's top (negative while the list is still below it).
      const top = viewTop - element.getBoundingClientRect().top;
      const start = Math.max(0, Math.floor(top / stride) - OVERSCAN_ROWS);
      const end = Math.min(rows, Math.max(start, Math.ceil((top + viewHeight) / stride) + OVERSCAN_ROWS));
      setRange((r) => (r.start === start && r.end === end && r.stride === stride ? r : { start, end, stride }));
    };
    measure();
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      target.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [rows]);

  const { stride } = range;
  const start = stride ? range.start : 0;
  const end = stride === 0 ? rows : Math.min(range.end, rows);
  return {
    list,
    first: start * columns,
    last: Math.min(count, end * columns),
    style: stride ? { paddingTop: start * stride, paddingBottom: (rows - end) * stride } : undefined,
  };
}
