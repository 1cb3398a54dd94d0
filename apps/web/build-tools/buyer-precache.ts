import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManifestTransform } from 'workbox-build';

type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
export type ViteManifest = Record<string, Chunk>;

/** A translation module of a language other than English: antd-mobile's, ours, or the contract's messages. */
const OTHER_LANGUAGE_TEXT =
  /(?:\/locales\/(?!en\/)[a-z-]+\/[^/]+\.json|\/messages\/(?!en\.)[a-z-]+\.ts|antd-mobile\/es\/locales\/(?!en-US)[A-Za-z-]+\.js)$/;
/** The group of the first screen's texts of one language (vite.config.ts): precached for every language. */
const FIRST_SCREEN_TEXTS = /^assets\/texts-[a-z-]+-[\w-]+\.js$/;
const ADMIN_ENTRY = 'src/admin/main.tsx';

/**
 * The built files the buyer's app can load (decision 027): what the files named in index.html reach through static
 * and dynamic imports, without going through the operator console's entry. Other languages' texts are left to
 * the runtime cache (the buyer's own language is cached as it is used), except the first screen's texts of every
 * language, so a first screen opens offline in any language.
 */
export function buyerFiles(manifest: ViteManifest, indexHtml: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = Object.keys(manifest).filter((key) => indexHtml.includes(`/${manifest[key]!.file}`));
  while (stack.length > 0) {
    const key = stack.pop()!;
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || key === ADMIN_ENTRY) continue;
    seen.add(key);
    const text = OTHER_LANGUAGE_TEXT.test(`/${key}`) && !FIRST_SCREEN_TEXTS.test(chunk.file);
    if (!text) files.add(chunk.file);
    for (const style of chunk.css ?? []) files.add(style);
    stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Workbox's manifest transform: keeps the shell files and the buyer's code, drops the console and other texts. */
export const buyerPrecache: ManifestTransform = (entries) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const keep = buyerFiles(manifest, fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)) };
};
