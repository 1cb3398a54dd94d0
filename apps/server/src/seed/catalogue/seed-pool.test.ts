import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows, type Database } from '../../db/client.js';
import { seedCatalogue } from './index.js';
import { createLocalStore } from '../../lib/storage/local-store.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-seed-pool-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function withSeededDatabase<T>(options: { products: number }, read: (db: Database, dir: string) => Promise<T>) {
  const handle = await openPglite();
  const uploadsDir = tempDir();
  try {
    await seedCatalogue(handle.db, { store: createLocalStore(uploadsDir), ...options });
    return await read(handle.db, path.join(uploadsDir, 'catalogue'));
  } finally {
    await handle.close();
  }
}

/** Well-formed XML as far as these files go: balanced tags, quoted attributes, escaped text. */
function isWellFormed(xml: string): boolean {
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>|[^<]+/gy;
  let consumed = 0;
  for (const match of xml.matchAll(token)) {
    consumed += match[0].length;
    const [text, closing, name, , selfClosing] = match;
    if (!name) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) return false;
    } else if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name);
  }
  return consumed === xml.length && stack.length === 0;
}

describe('seedCatalogue pictures', () => {
  it('writes a bounded pool of small, valid SVG pictures, however many products', async () => {
    const files = await withSeededDatabase({ products: 2000 }, async (db, dir) => {
      const [counts] = await queryRows<{ n: number; urls: number }>(
        db,
        sql`select count(*)::int as n, (select count(distinct url)::int from products, unnest(images) as url) as urls from products`,
      );
      expect(counts.n).toBe(2000);
      expect(counts.urls).toBeLessThanOrEqual(200);
      return fs.readdirSync(dir).map((file) => ({ file, svg: fs.readFileSync(path.join(dir, file), 'utf8') }));
    });
    expect(files.filter((f) => f.file.startsWith('p-')).length).toBe(200);
    expect(files).toHaveLength(200 + 10 + 2 * 24 + 4);
    for (const { file, svg } of files) {
      expect(svg.length, file).toBeLessThan(4096);
      expect(svg, file).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="[\d ]+">/,
      );
      expect(isWellFormed(svg), file).toBe(true);
    }
    const logo = files.find((f) => f.file === 'shop-1-logo.svg')!.svg;
    expect(logo).toContain('font-family="system-ui, sans-serif"');
    expect(logo).toContain('>SC</text>');
    const banner = files.find((f) => f.file === 'shop-23-banner.svg')!.svg;
    expect(banner).toContain('Rive Gauche');
    expect(files.find((f) => f.file === 'shop-10-banner.svg')!.svg).toContain('&amp; Table');
  }, 60_000);
});
