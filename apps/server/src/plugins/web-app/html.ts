import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  FIRST_PICTURES_ELEMENT_ID,
  answerKey,
  directionOf,
  isLanguageCode,
  type FirstAnswers,
} from '@tradewind/contract';
import type { FirstScreen } from './first-screens.js';
import { partFiles, readManifest } from './manifest.js';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: nothing in it may close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const directionOfPage = (lang: string) => (isLanguageCode(lang) ? directionOf(lang) : 'ltr');

export type Page = {
  lang: string;
  signedIn: boolean;
  answers: { url: string; data: unknown }[];
  /** The screen's largest picture, from its answers (FirstScreen.picture). */
  picture?: string;
  /** Data URLs of the first screen's small pictures, by their URL (inline-pictures.ts). */
  pictures: Record<string, string>;
};

/** index.html with the first screen's hints, answers and picture written in. */
export function createHtmlRenderer(root: string) {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifest = readManifest(root);
  // The build does not change under a running server: each part's files are read off the manifest once.
  const filesOfPart = new Map<string, ReturnType<typeof partFiles>>();
  const filesOf = (part: string) => {
    let files = filesOfPart.get(part);
    if (!files) filesOfPart.set(part, (files = partFiles(manifest, part)));
    return files;
  };

  return (screen: FirstScreen, page: Page): string => {
    const head: string[] = [];
    // The answers and pictures go after the shell: it paints before they are parsed, and the app's module scripts
    // run only once the whole page is.
    const tail: string[] = [];
    if (screen.part) {
      const { scripts, styles } = filesOf(screen.part);
      // Fetched early but not render-blocking: the shell paints at once, and the app's loader waits for the part's
      // CSS (by then in the cache) before it draws the screen.
      for (const style of styles) head.push(`<link rel="preload" as="style" crossorigin href="${attribute(style)}">`);
      for (const script of scripts) head.push(`<link rel="modulepreload" crossorigin href="${attribute(script)}">`);
    }
    const { picture } = page;
    // A picture written into the page needs no preload: it arrives with the shell.
    const source = picture && (page.pictures[picture] ?? picture);
    if (picture && source === picture) {
      head.push(`<link rel="preload" as="image" fetchpriority="high" href="${attribute(picture)}">`);
    }
    if (page.answers.length > 0) {
      const data: FirstAnswers = {
        lang: page.lang,
        signedIn: page.signedIn,
        answers: Object.fromEntries(page.answers.map(({ url, data }) => [answerKey(url), data])),
      };
      tail.push(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptJson(data)}</script>`);
    }
    if (Object.keys(page.pictures).length > 0) {
      tail.push(
        `<script type="application/json" id="${FIRST_PICTURES_ELEMENT_ID}">${scriptJson(page.pictures)}</script>`,
      );
    }
    // The plain page's shell has no picture of its own: a list's first card is drawn by the app, from the preload.
    const image =
      source && screen.shell !== 'page' ? `<img src="${attribute(source)}" alt="" fetchpriority="high">` : '';
    return (
      template
        // An Arabic reader's page is right to left from its first paint, before any script runs.
        .replace('<html lang="en">', `<html lang="${attribute(page.lang)}" dir="${directionOfPage(page.lang)}">`)
        .replace('<!--first-screen-head-->', head.join(''))
        .replace('</body>', `${tail.join('')}</body>`)
        .replace('data-shell="home"', `data-shell="${screen.shell}"`)
        .replace(screen.shell === 'detail' ? '<!--first-screen-picture-->' : '<!--first-screen-banner-->', image)
    );
  };
}
