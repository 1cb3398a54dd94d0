import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_FIRST_SCREEN } from './english-first-screen';
import { FIRST_SCREEN_NAMESPACES, MESSAGES_NAMESPACE, PART_NAMESPACES, SHELL_NAMESPACES } from './route-namespaces';
import { ALL_NAMESPACES } from './resources';
import type { PartId } from '@/lib/route-parts';

/**
 * Reads the code a screen part pulls in (its static imports, followed through `src`) and collects the
 * namespaces of the keys written in it ('catalogue.list.failed', `orders.status.${s}`): a part's list must be
 * exactly what it uses beyond the shell, or a screen would show raw keys (or download texts it never shows).
 */
const SRC = path.resolve(import.meta.dirname, '..');
const CONTRACT_TOPS = ['error', 'validation', 'success', 'mail'];
const KNOWN = new Set([...ALL_NAMESPACES, ...CONTRACT_TOPS]);
const IMPORT = /^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;
const KEY = /['"`]([a-zA-Z]+)\.[a-zA-Z$]/g;
/** A message the code loads itself before showing it (i18n/message-text.ts) needs no namespace from the route. */
const LOADS_ITS_OWN = /messageText\(\s*['"`][^'"`]*['"`]\s*\)/g;

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('@/') && !spec.startsWith('.')) return undefined;
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

function namespacesUsedFrom(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8').replace(LOADS_ITS_OWN, '');
    for (const [, from, bare] of code.matchAll(IMPORT)) {
      const next = resolveImport(file, from ?? bare);
      if (next) queue.push(next);
    }
    for (const [, top] of code.matchAll(KEY)) {
      if (KNOWN.has(top)) used.add(CONTRACT_TOPS.includes(top) ? MESSAGES_NAMESPACE : top);
    }
  }
  return used;
}

const shell = namespacesUsedFrom(path.join(SRC, 'main.tsx'));
const sorted = (names: Iterable<string>) => [...names].sort();

describe('route namespaces', () => {
  it('the shell always has what the entry and its layout use', () => {
    expect(sorted(shell).filter((ns) => !SHELL_NAMESPACES.includes(ns as never))).toEqual([]);
  });

  it.each(Object.keys(PART_NAMESPACES) as PartId[])('part %s lists exactly the namespaces it adds', (part) => {
    const used = namespacesUsedFrom(path.join(SRC, `app/parts/${part}.ts`));
    const own = sorted([...used].filter((ns) => !SHELL_NAMESPACES.includes(ns as never)));
    expect(sorted(PART_NAMESPACES[part])).toEqual(own);
  });

  it('the entry carries exactly the English texts of the first screen', () => {
    expect(sorted(Object.keys(ENGLISH_FIRST_SCREEN))).toEqual(sorted(FIRST_SCREEN_NAMESPACES));
  });

  it('every namespace named exists as a file', () => {
    for (const ns of [...SHELL_NAMESPACES, ...Object.values(PART_NAMESPACES).flat()]) {
      expect(ALL_NAMESPACES).toContain(ns);
    }
  });
});
