import type { Drawing } from './drawing.js';
import type { Palette } from './palettes.js';
import { badge } from './badge.js';
import { circle, gradients } from './shapes.js';

const BADGES = [
  { cx: 560, cy: 130, r: 110 },
  { cx: 680, cy: 215, r: 72 },
  { cx: 430, cy: 222, r: 62 },
];

/**
 * A 750×300 home banner. No text: the app lays the localized title and subtitle over the darker left half,
 * so one image serves all ten languages.
 */
export function campaignBannerSvg(p: Palette, art: readonly Drawing[]): string {
  const svg = campaignBannerWith(p, art);
  return svg.length < 4000 || art.length < 2 ? svg : campaignBannerSvg(p, art.slice(0, -1));
}

const campaignBannerWith = (p: Palette, art: readonly Drawing[]) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">' +
  gradients(p) +
  `<linearGradient id="b" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="${p.dark}"/><stop offset=".55" stop-color="${p.main}"/><stop offset="1" stop-color="${p.light}"/></linearGradient>` +
  '<rect width="750" height="300" fill="url(#b)"/>' +
  circle(620, 150, 190, '#fff', 'opacity=".16"') +
  circle(80, -20, 120, '#fff', 'opacity=".08"') +
  circle(330, 300, 70, p.accent, 'opacity=".3"') +
  '<path d="M0 260q180-40 380 0t370-20v60H0z" fill="#fff" opacity=".12"/>' +
  art.map((drawing, i) => badge(drawing, p, { ...BADGES[i], id: `b${i}`, fill: '#fff' })).join('') +
  '</svg>';
