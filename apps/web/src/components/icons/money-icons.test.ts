import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

/** antd-mobile-icons whose drawing carries a yen sign: wrong in a store that sells in US dollars. */
const YEN_ICONS = ['PayCircleOutline', 'ReceiptOutline', 'BillOutline', 'PayCircleFill', 'ReceiptFill', 'BillFill'];
const source = path.resolve(import.meta.dirname, '../..');

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('money icons', () => {
  it('draw dollars: no screen shows one of antd-mobile-icons’ yen icons', () => {
    const offenders = filesUnder(source).filter((file) => {
      const imports = /import\s*\{([^}]*)\}\s*from\s*'antd-mobile-icons'/.exec(fs.readFileSync(file, 'utf8'));
      return imports?.[1]!.split(',').some((name) => YEN_ICONS.includes(name.trim()));
    });
    expect(offenders.map((file) => path.relative(source, file))).toEqual([]);
  });
});
