import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { physicalDirections, strayDirections } from './physical-directions.mjs';

describe('right to left by logical properties', () => {
  it('finds no style in the buyer app or the console that names a side, outside the allowed list', () => {
    expect(strayDirections(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });

  it('finds each way of naming a side, and lets the logical ones and the symmetric shorthands be', () => {
    const css = `.a { margin-left: 4px; padding-right: 2px; border-left: 1px solid; left: 0; text-align: right; }
.b { float: left; border-top-right-radius: 4px; padding: 0 8px 0 14px; inset: 0 auto 0 0; }
.c { margin-inline-start: 4px; inset-inline-end: 0; text-align: start; padding: 0 8px; margin: 1px 2px 3px 2px; }`;
    expect(physicalDirections(css, 'x.css').map((found) => found.declaration)).toEqual([
      'margin-left: 4px',
      'padding-right: 2px',
      'border-left: 1px solid',
      'left: 0',
      'text-align: right',
      'float: left',
      'border-top-right-radius: 4px',
      'padding: 0 8px 0 14px',
      'inset: 0 auto 0 0',
    ]);
    const tsx = `<Button style={{ marginLeft: 'auto', textAlign: 'center' }} /><Space style={{ marginInlineStart: 8 }} />`;
    expect(physicalDirections(tsx, 'x.tsx').map((found) => found.declaration)).toEqual(['marginLeft: auto']);
  });
});
