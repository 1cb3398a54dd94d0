import type { Drawing } from './drawing.js';
import type { Palette } from './palettes.js';
import { circle } from './shapes.js';

/** A drawing framed in a disc of radius r, clipped to it; `id` must be unique in the document. */
export function badge(
  drawing: Drawing,
  p: Palette,
  at: { cx: number; cy: number; r: number; id: string; fill: string },
) {
  const { cx, cy, r, id, fill } = at;
  const scale = +(r * 0.003).toFixed(4);
  const x = +(cx - 400 * scale).toFixed(1);
  const y = +(cy - 410 * scale).toFixed(1);
  return (
    `<clipPath id="${id}">${circle(cx, cy, r, '#fff')}</clipPath><g clip-path="url(#${id})">` +
    circle(cx, cy, r, fill) +
    `<g transform="translate(${x} ${y}) scale(${scale})">${drawing(p)}</g></g>`
  );
}
