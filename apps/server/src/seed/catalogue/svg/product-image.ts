import type { Drawing } from './drawing.js';
import type { Palette } from './palettes.js';
import { badge } from './badge.js';
import { circle, gradients } from './shapes.js';

const open = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">`;

/** An 800×800 product picture: soft background, a light floor, the drawing. */
export const productSvg = (drawing: Drawing, p: Palette) =>
  open(800) +
  gradients(p) +
  '<rect width="800" height="800" fill="url(#bg)"/>' +
  circle(660, 140, 130, '#fff', 'opacity=".5"') +
  circle(110, 700, 90, '#fff', 'opacity=".4"') +
  '<path d="M0 610q400-50 800 0v190H0z" fill="#fff" opacity=".35"/>' +
  drawing(p) +
  '</svg>';

/** A category icon: the category's first drawing in a round badge, 160 px. */
export const categoryIconSvg = (drawing: Drawing, p: Palette) =>
  open(160) + gradients(p) + badge(drawing, p, { cx: 400, cy: 400, r: 400, id: 'i', fill: 'url(#bg)' }) + '</svg>';
