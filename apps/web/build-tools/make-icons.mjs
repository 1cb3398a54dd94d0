/**
 * Writes the install icons of the web app manifest (issue 20) from the brand mark of public/favicon.svg:
 * 192 and 512 px with rounded corners, and a 512 px maskable one whose mark sits inside the 80 % safe zone on a
 * full-bleed background (the launcher cuts it to its own shape). Run once when the mark changes:
 * `node apps/web/build-tools/make-icons.mjs` (sharp comes with the server).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const MARK = 'M14 40c8-14 20-20 36-22-8 6-13 13-16 24-4-5-11-6-20-2z';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="${MARK}" fill="#fff"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/><g transform="translate(12.8 12.8) scale(0.6)"><path d="${MARK}" fill="#fff"/></g></svg>`;

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
