import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [path.join(dir, entry.name)]
          : [],
    );

describe("the buyer's API paths", () => {
  // A screen that only calls the server imports a path constant; where that constant shares a module with schemas,
  // the screen's chunk pulls zod and the contract's schemas with it (48 KB on /explore and /detail once).
  it('live in modules without schemas: importing one loads no validation library', () => {
    const withSchemas = files(root)
      .filter((file) => !file.endsWith('.test.ts') && !file.includes(`${path.sep}admin${path.sep}`))
      .filter((file) => /export const (?!Admin)\w+Api = \{/.test(fs.readFileSync(file, 'utf8')))
      .filter((file) => /from '(zod|\.\.?\/(\.\.\/)?validation\.js)'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(withSchemas).toEqual([]);
  });
});
