import fs from 'node:fs';
import path from 'node:path';
import { readTheme } from '../apps/web/build-tools/theme-tokens.mjs';

/**
 * One colour source: every colour of the buyer app and the console is a token of `apps/web/src/app/theme.css`
 * (docs/architecture.md §6). This check finds a colour written anywhere else in the web app's code, styles and
 * page: a hex colour, a colour function with channels of its own (`rgb(15 23 42)`, `hsl(…)`; `rgb(var(--tw-dark-rgb)
 * / 6%)` takes its channels from a token), or a CSS colour keyword in a style. Comments may name colours. Tests,
 * the translations and the pictures in `public/` (written by build-tools/make-icons.mjs) are not looked at.
 * `app/theme-colours.ts` may hold colours, each as `'--token': 'value'` with the value theme.css gives the token.
 */
export const COLOUR_HOME = 'apps/web/src/app/theme.css';
export const COLOUR_COPY = 'apps/web/src/app/theme-colours.ts';
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build-tools'];
const CHECKED = /\.(css|ts|tsx|mjs|html)$/;
const NOT_CHECKED = /\.test\.|\.test-data\.|\/test\/|\/locales\//;

const HEX = /#[0-9a-f]{3,8}\b/gi;
const COLOUR_FUNCTION =
  /\b(?:(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*(?!var\()|color\(\s*(?:srgb|display-p3|a98-rgb|rec2020|xyz))[^)]*\)/gi;
// prettier-ignore
const KEYWORDS = ['aliceblue','antiquewhite','aqua','aquamarine','azure','beige','bisque','black','blanchedalmond','blue',
  'blueviolet','brown','burlywood','cadetblue','chartreuse','chocolate','coral','cornflowerblue','cornsilk','crimson',
  'cyan','darkblue','darkcyan','darkgoldenrod','darkgray','darkgreen','darkgrey','darkkhaki','darkmagenta',
  'darkolivegreen','darkorange','darkorchid','darkred','darksalmon','darkseagreen','darkslateblue','darkslategray',
  'darkslategrey','darkturquoise','darkviolet','deeppink','deepskyblue','dimgray','dimgrey','dodgerblue','firebrick',
  'floralwhite','forestgreen','fuchsia','gainsboro','ghostwhite','gold','goldenrod','gray','green','greenyellow',
  'grey','honeydew','hotpink','indianred','indigo','ivory','khaki','lavender','lavenderblush','lawngreen',
  'lemonchiffon','lightblue','lightcoral','lightcyan','lightgoldenrodyellow','lightgray','lightgreen','lightgrey',
  'lightpink','lightsalmon','lightseagreen','lightskyblue','lightslategray','lightslategrey','lightsteelblue',
  'lightyellow','lime','limegreen','linen','magenta','maroon','mediumaquamarine','mediumblue','mediumorchid',
  'mediumpurple','mediumseagreen','mediumslateblue','mediumspringgreen','mediumturquoise','mediumvioletred',
  'midnightblue','mintcream','mistyrose','moccasin','navajowhite','navy','oldlace','olive','olivedrab','orange',
  'orangered','orchid','palegoldenrod','palegreen','paleturquoise','palevioletred','papayawhip','peachpuff','peru',
  'pink','plum','powderblue','purple','rebeccapurple','red','rosybrown','royalblue','saddlebrown','salmon',
  'sandybrown','seagreen','seashell','sienna','silver','skyblue','slateblue','slategray','slategrey','snow',
  'springgreen','steelblue','tan','teal','thistle','tomato','turquoise','violet','wheat','white','whitesmoke',
  'yellow','yellowgreen'];
const KEYWORD = new RegExp(`(?<![\\w-])(?:${KEYWORDS.join('|')})(?![\\w-])`, 'gi');
/** A declaration's value in a style sheet: what follows `property:` up to `;` or a brace. */
const DECLARATION = /(?<![\w-])[a-z-]+\s*:([^;{}]+)/g;

const withoutComments = (text, file) => {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  if (file.endsWith('.css')) return css;
  const html = css.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  return html.replace(/(^|\s)\/\/.*$/gm, '$1');
};
const stylesOf = (text, file) => {
  if (file.endsWith('.css')) return [text];
  if (file.endsWith('.html')) return [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  return [];
};

/** Each colour written in `text` (the contents of `file`), with its line. */
export function colourLiterals(text, file) {
  const code = withoutComments(text, file);
  const found = [];
  const at = (source, index) => source.slice(0, index).split('\n').length;
  for (const pattern of [HEX, COLOUR_FUNCTION]) {
    for (const match of code.matchAll(pattern)) found.push({ line: at(code, match.index), literal: match[0] });
  }
  for (const styles of stylesOf(code, file)) {
    const offset = code.indexOf(styles);
    for (const declaration of styles.matchAll(DECLARATION)) {
      const value = declaration[1].replace(/--[\w-]+/g, '');
      for (const match of value.matchAll(KEYWORD)) {
        found.push({ line: at(code, offset + declaration.index), literal: match[0] });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const filesUnder = (target) =>
  fs.statSync(target).isDirectory()
    ? fs.readdirSync(target).flatMap((name) => filesUnder(path.join(target, name)))
    : [target];

const COPIED = /'(--[\w-]+)':\s*'([^']*)'/g;

/** The copy's entries that differ from theme.css, then the colours written in it outside an entry. */
function copyProblems(text, file, theme) {
  const problems = [];
  const at = (index) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(COPIED)) {
    const [, name, value] = match;
    let expected;
    try {
      expected = theme(name);
    } catch (error) {
      expected = error.message;
    }
    if (value !== expected)
      problems.push({ line: at(match.index), literal: `${name}: ${value}, theme.css: ${expected}` });
  }
  const rest = text.replace(COPIED, (entry) => entry.replace(/[^\n]/g, ' '));
  return [...problems, ...colourLiterals(rest, file)];
}

/** Every colour written outside theme.css in the web app below `root`, and every copy that is not theme.css's. */
export function strayColours(root) {
  const theme = readTheme(path.join(root, COLOUR_HOME));
  return SOURCES.map((source) => path.join(root, source))
    .filter((source) => fs.existsSync(source))
    .flatMap(filesUnder)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => CHECKED.test(file) && !NOT_CHECKED.test(file) && file !== COLOUR_HOME)
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const found = file === COLOUR_COPY ? copyProblems(text, file, theme) : colourLiterals(text, file);
      return found.map((problem) => ({ file, ...problem }));
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stray = strayColours(path.resolve(import.meta.dirname, '..'));
  for (const { file, line, literal } of stray) console.error(`${file}:${line}  ${literal}`);
  if (stray.length > 0) {
    console.error(`\n${stray.length} colours outside ${COLOUR_HOME}: use its tokens (var(--tw-…)), or add one there.`);
    process.exit(1);
  }
}
