import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const LOCALES = path.join(import.meta.dirname, '../apps/web/src/i18n/locales');
const files = new Map<string, Tree>();

function fileOf(lang: string, namespace: string): Tree {
  const file = path.join(LOCALES, lang, `${namespace}.json`);
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  return files.get(file)!;
}

/**
 * A buyer app's text as it reads in `lang`: `product.buy.addToBag` is `buy.addToBag` of ko/product.json; a count
 * takes the `_other` form when the language has no other (the journeys count in languages without plurals).
 */
export function buyerText(lang: string, key: string, values: Record<string, string | number> = {}) {
  const [namespace = '', ...parts] = key.split('.');
  const lookup = (names: string[]) => {
    let node: string | Tree | undefined = fileOf(lang, namespace);
    for (const part of names) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const last = parts.at(-1)!;
  const text = lookup(parts) ?? lookup([...parts.slice(0, -1), `${last}_other`]);
  if (text === undefined) throw new Error(`No buyer text ${key} in ${lang}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
