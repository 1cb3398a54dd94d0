/**
 * Writes the brand mark as public/favicon.svg, and from it the install icons of the web app manifest (decision
 * 027): 192 and 512 px with rounded corners, and a 512 px maskable one whose mark sits inside the 80 % safe zone
 * on a full-bleed background (the launcher cuts it to its own shape), in the colours of src/app/theme.css. Run
 * once when the mark or the brand's colour changes: `node apps/web/build-tools/make-icons.mjs` (sharp comes with
 * the server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { readTheme } from './theme-tokens.mjs';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const out = path.join(publicDir, 'icons');
const theme = readTheme();
const [brand, mark] = [theme('--tw-brand'), theme('--tw-on-color')];
const MARK = 'M14 40c8-14 20-20 36-22-8 6-13 13-16 24-4-5-11-6-20-2z';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand}"/><path d="${MARK}" fill="${mark}"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(12.8 12.8) scale(0.6)"><path d="${MARK}" fill="${mark}"/></g></svg>`;

fs.writeFileSync(path.join(publicDir, 'favicon.svg'), `${rounded}\n`);

for (const [name, svg, size] of [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', maskable, 512],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
