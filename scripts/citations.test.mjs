import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code and tests cite what a reader of the repository can open: a `docs/` file and its section ("docs/product.md
 * §5", "docs/stack.md trap 6"), a decision by its number. Never an issue number, which only the tracker knows, nor
 * a file kept outside the repository.
 */
const root = path.resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|mts|mjs|js|css|sql|html)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

const filesUnder = (folder) =>
  fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(file);
    return CODE.test(entry.name) ? [file] : [];
  });
const rootFiles = fs.readdirSync(root).filter((name) => CODE.test(name));
const code = [...['apps', 'packages', 'e2e', 'scripts'].flatMap(filesUnder), ...rootFiles]
  .filter((file) => file !== 'scripts/citations.test.mjs')
  .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));

/** Each match of `pattern` in the code, as `file:line  text`. */
const found = (pattern, keep = () => true) =>
  code.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)]
      .filter(keep)
      .map((match) => `${file}:${text.slice(0, match.index).split('\n').length}  ${match[0]}`),
  );

const doc = (name) => fs.readFileSync(path.join(root, 'docs', name), 'utf8');
const sectionsOf = (name) => new Set([...doc(name).matchAll(/^## §(\d+)/gm)].map((m) => Number(m[1])));
const traps = [...doc('stack.md').matchAll(/^\*\*Trap (\d+)\./gm)].map((m) => Number(m[1]));
const decisions = new Set(fs.readdirSync(path.join(root, 'docs/decisions')).map((name) => name.slice(0, 3)));

describe('code cites what the repository holds', () => {
  it('cites no issue number', () => {
    expect(found(/\bissues? ?#?\d+/gi)).toEqual([]);
  });

  it('cites no file kept outside the repository', () => {
    expect(found(/\b(?:STYLE|SPEC|DESIGN)(?:\.md)?(?: ?\d+)?\b(?=[\s.,:;)'"`])/g)).toEqual([]);
  });

  it('cites only docs that exist, and their sections', () => {
    const missing = found(/\bdocs\/([\w./-]+\.md)(?: §(\d+))?/g, ({ 1: name, 2: section }) => {
      if (!fs.existsSync(path.join(root, 'docs', name))) return true;
      return section !== undefined && !sectionsOf(name).has(Number(section));
    });
    expect(missing).toEqual([]);
  });

  it('cites only traps and decisions that exist', () => {
    expect(found(/\btrap (\d+)/gi, ({ 1: n }) => !traps.includes(Number(n)))).toEqual([]);
    const unknownDecision = ({ 0: cited }) => cited.match(/\d{3}/g).some((n) => !decisions.has(n));
    expect(found(/\bdecisions? \d{3}(?:(?:, | and )\d{3})*/gi, unknownDecision)).toEqual([]);
  });
});
