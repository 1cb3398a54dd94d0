/**
 * The JavaScript and CSS the first screen of /home downloads (DESIGN §9: at most 125 KB gzip), read off the
 * build's manifest: the entry with everything it imports statically, plus the route part /home loads, with
 * theirs (the English texts are in the entry). Prints each file's gzip size and the total, and exits 1 when the budget is passed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebIfNeeded } from './web-build.mjs';

const BUDGET_KB = 125;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const HOME_PART = 'src/app/parts/home.ts';

buildWebIfNeeded();
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const child of chunk.imports ?? []) visit(child);
};
visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
visit(HOME_PART);
// The first screen's English texts are in the entry (apps/web/src/i18n/english-first-screen.ts), so they count
// above. A buyer in another language also fetches texts-<lang>: its size is printed, outside the total.
const textsOf = (lang) => Object.keys(manifest).find((key) => manifest[key].name === `texts-${lang}`);

const rows = [...files].map((file) => ({
  file,
  gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
}));
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
for (const row of rows) console.log(`${kb(row.gzip)} KB  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${kb(total)} KB  first screen of /home, JavaScript and CSS, gzip (budget ${BUDGET_KB} KB)`);
console.log(`${String(rows.length).padStart(7)}     files, English texts included`);
process.exitCode = total > BUDGET_KB * 1024 ? 1 : 0;
const frenchTexts = textsOf('fr');
if (!frenchTexts) {
  console.error('no texts-fr chunk in the build: a first screen in French would fetch one file per namespace');
  process.exitCode = 1;
} else {
  const gzip = zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[frenchTexts].file)), { level: 9 }).length;
  console.log(`${kb(gzip)} KB  + ${manifest[frenchTexts].file}, the one more file in French (likewise per language)`);
}

// The operator console (DESIGN §8) is its own lazy chunk: nothing of it may reach a buyer's first screen.
const ADMIN_ENTRY = 'src/admin/main.tsx';
const admin = manifest[ADMIN_ENTRY];
if (!admin) {
  console.error(`${ADMIN_ENTRY} is not a chunk of its own in the build`);
  process.exitCode = 1;
} else if (files.has(admin.file)) {
  console.error(`the operator console (${admin.file}) is on the buyer's first screen`);
  process.exitCode = 1;
} else {
  const adminGzip = zlib.gzipSync(fs.readFileSync(path.join(dist, admin.file)), { level: 9 }).length;
  console.log(`${kb(adminGzip)} KB  operator console entry (${admin.file}), loaded only at /admin`);
}
