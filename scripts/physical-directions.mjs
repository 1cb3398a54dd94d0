import fs from 'node:fs';
import path from 'node:path';

/**
 * Right to left by logical properties (decision 050): in Arabic the document is
 * `dir="rtl"` and every style sheet of the buyer app and the console mirrors by itself, because none of them names a
 * side. This check finds a declaration that does: margin, padding, border or inset on the left or right, a left or
 * right corner radius, text-align or float to a side, a four-value margin, padding or inset whose left and right
 * differ, and the same names written as React inline styles (`marginLeft`). What may stay physical is in ALLOWED,
 * each with its reason.
 */
const SOURCES = ['apps/web/src', 'apps/web/index.html'];
const CHECKED = /\.(css|tsx|html)$/;
const NOT_CHECKED = /\.test\.|\.test-data\.|\/test\//;

/** `file`, then the declaration as written (spaces squeezed), and why it may name a side. */
export const ALLOWED = [
  {
    file: 'apps/web/src/app/theme.css',
    declaration: 'left: 50%',
    why: 'centred with translateX(-50%): the same in both directions',
  },
];

const SIDE = '(?:left|right)';
const PHYSICAL_CSS = [
  new RegExp(`^(?:margin|padding|border)-${SIDE}(?:-[a-z]+)?$`),
  new RegExp(`^border-(?:top|bottom)-${SIDE}-radius$`),
  new RegExp(`^${SIDE}$`),
];
const SIDE_VALUE = new RegExp(`^(?:text-align|float|clear|caption-side|resize)$`);
const FOUR_VALUES = /^(?:margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/;
const DECLARATION = /(?<![\w-])([a-z-]+)\s*:\s*([^;{}]+)/g;
const INLINE_STYLE =
  /\b(marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*|left|right|textAlign|float)\s*:\s*('[^']*'|"[^"]*"|[\w.-]+)/g;

/** The parts of a value split at top-level spaces: `0 calc(1px + 2px) 0 4px` is four. */
function partsOf(value) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function physicalDeclaration(property, value) {
  const bare = value.replace(/\s*!important$/, '').trim();
  if (PHYSICAL_CSS.some((pattern) => pattern.test(property))) return true;
  if (SIDE_VALUE.test(property) && /^(?:left|right)$/.test(bare)) return true;
  if (FOUR_VALUES.test(property)) {
    const parts = partsOf(bare);
    return parts.length === 4 && parts[1] !== parts[3];
  }
  return false;
}

const blank = (text) => text.replace(/[^\n]/g, ' ');
const squeeze = (text) => text.replace(/\s+/g, ' ').trim();

/** Each declaration in `text` (the contents of `file`) that names a side, with its line. */
export function physicalDirections(text, file) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, blank);
  const at = (index) => code.slice(0, index).split('\n').length;
  const found = [];
  if (file.endsWith('.tsx')) {
    for (const match of code.matchAll(/style=\{\{([\s\S]*?)\}\}/g)) {
      for (const inline of match[1].matchAll(INLINE_STYLE)) {
        const [, name, raw] = inline;
        const value = raw.replace(/^['"]|['"]$/g, '');
        if ((name === 'textAlign' || name === 'float') && !/^(?:left|right)$/.test(value)) continue;
        found.push({ line: at(match.index + 9 + inline.index), declaration: `${name}: ${value}` });
      }
    }
    return found;
  }
  const styles = file.endsWith('.html')
    ? [...code.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => ({ css: m[1], offset: m.index + 7 }))
    : [{ css: code, offset: 0 }];
  for (const { css, offset } of styles) {
    for (const match of css.matchAll(DECLARATION)) {
      const [, property, value] = match;
      if (property.startsWith('--')) continue;
      if (physicalDeclaration(property, value)) {
        found.push({ line: at(offset + match.index), declaration: squeeze(`${property}: ${value}`) });
      }
    }
  }
  return found;
}

const filesUnder = (target) =>
  fs.statSync(target).isDirectory()
    ? fs.readdirSync(target).flatMap((name) => filesUnder(path.join(target, name)))
    : [target];

const allowed = (file, declaration) =>
  ALLOWED.some((entry) => entry.file === file && entry.declaration === declaration);

/** Every declaration naming a side in the web app below `root`, outside ALLOWED. */
export function strayDirections(root) {
  return SOURCES.map((source) => path.join(root, source))
    .filter((source) => fs.existsSync(source))
    .flatMap(filesUnder)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => CHECKED.test(file) && !NOT_CHECKED.test(file))
    .flatMap((file) =>
      physicalDirections(fs.readFileSync(path.join(root, file), 'utf8'), file)
        .filter(({ declaration }) => !allowed(file, declaration))
        .map((problem) => ({ file, ...problem })),
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stray = strayDirections(path.resolve(import.meta.dirname, '..'));
  for (const { file, line, declaration } of stray) console.error(`${file}:${line}  ${declaration}`);
  if (stray.length > 0) {
    console.error(
      `\n${stray.length} declarations name a side: write them logically (margin-inline-start, inset-inline-end, ` +
        'text-align: start…) so Arabic mirrors, or add one to ALLOWED in scripts/physical-directions.mjs with why.',
    );
    process.exit(1);
  }
}
