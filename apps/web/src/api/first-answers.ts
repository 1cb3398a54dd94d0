import { FIRST_ANSWERS_ELEMENT_ID, ResponseCode, answerKey, type FirstAnswers } from '@tradewind/contract';
import type { WireResponse } from './http';

let answers: Map<string, unknown> | null = null;

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
  const key = answerKey(url);
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { status: 200, body: { code: ResponseCode.Success, data } };
}
