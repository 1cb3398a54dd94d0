import type { Drawing } from './drawing.js';
import type { Palette } from './palettes.js';
import { badge } from './badge.js';
import { circle, escapeXml, gradients } from './shapes.js';

const FONT = 'font-family="system-ui, sans-serif" font-weight="700"';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/** A 240×240 logo: the shop's initials on a rounded square in its palette. */
export const shopLogoSvg = (name: string, p: Palette) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
  gradients(p) +
  '<rect width="240" height="240" rx="56" fill="url(#d)"/>' +
  circle(200, 40, 70, '#fff', 'opacity=".14"') +
  circle(30, 220, 50, p.accent, 'opacity=".35"') +
  `<text x="120" y="122" text-anchor="middle" dominant-baseline="central" ${FONT} font-size="96" fill="#fff">${escapeXml(initialsOf(name))}</text>` +
  '</svg>';

/** Splits a name into at most two lines of similar length. */
function twoLines(name: string): string[] {
  const words = name.split(' ');
  if (name.length <= 16 || words.length < 2) return [name];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const gap = (n: number) => Math.abs(words.slice(0, n).join(' ').length - words.slice(n).join(' ').length);
    if (gap(i) < gap(best)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

const BADGES = [
  { cx: 560, cy: 130, r: 100 },
  { cx: 672, cy: 200, r: 72 },
];

/** A 750×300 shop banner: gradient, soft shapes, the name, and the shop's products in badges (< 4 KB). */
export function shopBannerSvg(name: string, p: Palette, art: readonly Drawing[]): string {
  const svg = shopBannerWith(name, p, art);
  return svg.length < 4000 || art.length < 2 ? svg : shopBannerSvg(name, p, art.slice(0, -1));
}

function shopBannerWith(name: string, p: Palette, art: readonly Drawing[]) {
  const lines = twoLines(name);
  const size = Math.max(...lines.map((l) => l.length)) > 14 ? 38 : 46;
  const top = lines.length === 1 ? 160 : 136;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">' +
    gradients(p) +
    `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.main}"/></linearGradient>` +
    '<rect width="750" height="300" fill="url(#b)"/>' +
    circle(700, 20, 160, '#fff', 'opacity=".1"') +
    circle(40, 300, 110, p.accent, 'opacity=".25"') +
    '<path d="M0 250q200-50 420 0t330-10v60H0z" fill="#fff" opacity=".1"/>' +
    lines
      .map(
        (line, i) =>
          `<text x="44" y="${top + i * (size + 8)}" ${FONT} font-size="${size}" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('') +
    art.map((drawing, i) => badge(drawing, p, { ...BADGES[i], id: `b${i}`, fill: '#fff' })).join('') +
    '</svg>'
  );
}
