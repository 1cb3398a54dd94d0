import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOUR_COPY, COLOUR_HOME, colourLiterals, strayColours } from './colour-literals.mjs';

const root = path.resolve(import.meta.dirname, '..');
const literals = (text, file) => colourLiterals(text, file).map((found) => found.literal);

describe('every colour of the web app is written in theme.css', () => {
  it('holds for the tree as it is', () => {
    expect(strayColours(root)).toEqual([]);
  });

  it.each([
    ['a hex colour in a style', 'a.css', '.x {\n  color: #16a34a;\n}\n', ['#16a34a']],
    ['a short hex in a mix', 'a.css', '.x { background: color-mix(in srgb, red 85%, #000); }', ['#000', 'red']],
    ['channels of its own', 'a.css', '.x { box-shadow: 0 0 40px rgb(15 23 42 / 12%); }', ['rgb(15 23 42 / 12%)']],
    [
      'hsl and a colour space',
      'a.css',
      '.x { color: hsl(10 50% 50%); fill: color(srgb 1 0 0); }',
      ['hsl(10 50% 50%)', 'color(srgb 1 0 0)'],
    ],
    ['a keyword', 'a.css', '.x {\n  border: 1px solid white;\n}', ['white']],
    [
      'a keyword in a drawing',
      'a.css',
      '.x { mask-image: url("data:image/svg+xml,%3Csvg stroke=\'navy\'%3E"); }',
      ['navy'],
    ],
    ['a hex in script', 'a.tsx', "const star = <Star style={{ color: '#f59e0b' }} />;", ['#f59e0b']],
    ['rgba in script', 'a.ts', "const QUIET = 'rgba(0, 0, 0, 0.62)';", ['rgba(0, 0, 0, 0.62)']],
    ['a keyword in the page', 'index.html', '<style>\n  body { color: black; }\n</style>', ['black']],
    ['a hex in the page', 'index.html', '<meta name="theme-color" content="#0f766e" />', ['#0f766e']],
  ])('finds %s', (_, file, text, found) => {
    expect(literals(text, file).sort()).toEqual([...found].sort());
  });

  it.each([
    ['tokens', 'a.css', '.x { color: var(--tw-text); background: var(--tw-medal-gold); }'],
    ['channels from a token', 'a.css', '.x { box-shadow: 0 1px 2px rgb(var(--tw-dark-rgb) / 6%); }'],
    ['comments', 'a.css', '/* 4.5:1 on white and on #f1f5f9 */\n.x { color: inherit; }'],
    ['an id selector and a property named like a colour', 'a.css', '#root { white-space: nowrap; }'],
    ['keywords that are no colour', 'a.css', '.x { color: currentColor; background: transparent; }'],
    ['a comment in script', 'a.ts', '// #adb8a5 behind a tag is 2.7:1\nconst a = 1;'],
    ['a name in script that reads like a function', 'a.ts', 'const TINT = /^color(Success|Warning)(Bg)/;'],
    ['an antd palette name', 'a.tsx', 'const tag = <Tag color="gold">x</Tag>;'],
  ])('lets %s through', (_, file, text) => {
    expect(literals(text, file)).toEqual([]);
  });

  it("refuses a copy in theme-colours.ts that is not theme.css's, or a colour beside the copies", () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'colours-'));
    const write = (file, text) => {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), text);
    };
    write(COLOUR_HOME, ':root:root {\n  --tw-brand: #0f766e;\n  --tw-console-selected: var(--tw-brand);\n}\n');
    write(
      COLOUR_COPY,
      [
        'export const THEME_COLOURS = {',
        "  '--tw-brand': '#0f766e',",
        "  '--tw-console-selected': '#0f766f',",
        "  '--tw-gone': '#ffffff',",
        '} as const;',
        "export const EXTRA = '#123456';",
      ].join('\n'),
    );
    write('apps/web/src/app/fine.css', '.x { color: var(--tw-brand); }');
    try {
      expect(strayColours(tree)).toEqual([
        { file: COLOUR_COPY, line: 3, literal: '--tw-console-selected: #0f766f, theme.css: #0f766e' },
        { file: COLOUR_COPY, line: 4, literal: '--tw-gone: #ffffff, theme.css: theme.css has no --tw-gone' },
        { file: COLOUR_COPY, line: 6, literal: '#123456' },
      ]);
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});
