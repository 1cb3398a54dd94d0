import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A decision that a later one replaced or changed says so on its status line, and the later one says it back
 * (docs/decisions/000-template.md): "superseded by 032" in 015 and "supersedes 015" in 032, "amended by 014" in
 * 002 and "amends 002" in 014.
 */
const folder = path.resolve(import.meta.dirname, '../docs/decisions');
const statuses = new Map(
  fs
    .readdirSync(folder)
    .filter((name) => /^\d{3}-/.test(name) && !name.startsWith('000'))
    .map((name) => [name.slice(0, 3), /^Status: (.*)$/m.exec(fs.readFileSync(path.join(folder, name), 'utf8'))?.[1]]),
);
/** The numbers after `words` on a status line, up to the next `;`. */
const named = (status, words) =>
  (new RegExp(`${words} ([^;]*)`).exec(status)?.[1].match(/\b\d{3}\b/g) ?? []).filter((n) => statuses.has(n));

describe('decisions say which decision replaced or changed them', () => {
  it('every decision has a status line', () => {
    expect([...statuses].filter(([, status]) => !status).map(([n]) => n)).toEqual([]);
  });

  it.each([
    ['superseded by', 'supersedes'],
    ['amended by', 'amends'],
  ])('"%s" on one is "%s" on the other, both ways', (passive, active) => {
    const oneWay = [];
    for (const [n, status] of statuses) {
      for (const later of named(status, passive)) {
        if (!named(statuses.get(later), active).includes(n)) oneWay.push(`${n} ${passive} ${later}`);
        if (later <= n) oneWay.push(`${n} ${passive} ${later}, which is not later`);
      }
      for (const earlier of named(status, active)) {
        if (!named(statuses.get(earlier), passive).includes(n)) oneWay.push(`${n} ${active} ${earlier}`);
      }
    }
    expect(oneWay).toEqual([]);
  });
});
