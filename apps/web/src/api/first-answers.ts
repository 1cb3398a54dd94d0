import { FIRST_ANSWERS_ELEMENT_ID, ResponseCode, answerKey, type FirstAnswers } from '@tradewind/contract';
import type { WireResponse } from './wire';

let answers: Map<string, unknown> | null = null;
/** The answers are for the first screen: a call made later than this asks the server. */
const FRESH_FOR_MS = 10_000;

/** An answer the page used from its HTML: the service worker's caches get a copy (service-worker/save-first-answers.ts). */
export type TakenAnswer = { url: string; lang: string; signedIn: boolean; body: unknown; at: number };
let taken: TakenAnswer[] = [];
let keeper: ((answer: TakenAnswer) => void) | null = null;

/**
 * Hands every answer used from the HTML to `keep`: those used so far at once, later ones as they are used (a
 * screen may take its answer after the page's `load`, when the keeper was set).
 */
export function keepFirstAnswers(keep: (answer: TakenAnswer) => void): void {
  keeper = keep;
  taken.forEach(keep);
  taken = [];
}

function read(lang: string, signedIn: boolean): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return found;
  try {
    const page = JSON.parse(element.textContent) as FirstAnswers;
    // Made for another language or another session: the screen asks the server itself.
    if (page.lang === lang && page.signedIn === signedIn) {
      for (const [key, data] of Object.entries(page.answers)) found.set(key, data);
    }
  } catch {
    // An unreadable page: nothing was answered in advance.
  }
  element.remove();
  return found;
}

/**
 * The answer the server put into the page for this GET (decision 016), once: the first screen shows without
 * waiting for a round trip, and every later call goes to the server.
 */
export function takeFirstAnswer(url: string, lang: string, signedIn: boolean): WireResponse | undefined {
  answers ??= read(lang, signedIn);
  if (answers.size > 0 && performance.now() > FRESH_FOR_MS) answers.clear();
  const key = answerKey(url);
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  const body = { code: ResponseCode.Success, data };
  const answer = { url, lang, signedIn, body, at: Date.now() };
  if (keeper) keeper(answer);
  else taken.push(answer);
  return { status: 200, body };
}
