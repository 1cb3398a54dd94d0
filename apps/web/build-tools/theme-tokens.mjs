import fs from 'node:fs';
import path from 'node:path';

/** The one file every colour is written in (docs/architecture.md §6). */
export const THEME_CSS = path.join(import.meta.dirname, '..', 'src', 'app', 'theme.css');

/**
 * The custom properties theme.css declares, each with its value as the browser would compute it at the root:
 * `var(--x)` replaced by the value of `--x`, spaces folded. An unknown or circular name is an error.
 */
export function themeTokens(css) {
  const declared = new Map();
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, name, value] of code.matchAll(/(--[\w-]+)\s*:\s*([^;{}]+);/g)) {
    declared.set(name, value.replace(/\s+/g, ' ').trim());
  }
  const resolved = new Map();
  const resolve = (name, seen) => {
    if (resolved.has(name)) return resolved.get(name);
    if (!declared.has(name)) throw new Error(`theme.css has no ${name}`);
    if (seen.includes(name)) throw new Error(`theme.css: ${[...seen, name].join(' → ')} is a circle`);
    const value = declared.get(name).replace(/var\((--[\w-]+)\)/g, (_, inner) => resolve(inner, [...seen, name]));
    resolved.set(name, value);
    return value;
  };
  for (const name of declared.keys()) resolve(name, []);
  return resolved;
}

/** The tokens of theme.css, read now: `theme('--tw-brand')` is its value, an unknown name an error. */
export function readTheme(file = THEME_CSS) {
  const tokens = themeTokens(fs.readFileSync(file, 'utf8'));
  return (name) => {
    if (!tokens.has(name)) throw new Error(`theme.css has no ${name}`);
    return tokens.get(name);
  };
}

/** `text` with each `var(--name)` written as the token's value: for a page painted before any style sheet loads. */
export const inlineTokens = (text, theme) => text.replace(/var\((--[\w-]+)\)/g, (_, name) => theme(name));
