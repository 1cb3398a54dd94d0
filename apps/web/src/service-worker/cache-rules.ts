/**
 * What the service worker keeps and for how long (decision 027). Shared by the worker (sw.ts) and the page, which
 * writes the answers the server put into the HTML into the same caches (save-first-answers.ts).
 */
import { LiveApi, PRIVATE_UPLOADS } from '@tradewind/contract';

/** Public catalogue answers (a visitor's: the server marks them `public`), shared by every visitor of this browser. */
export const CATALOGUE_CACHE = 'catalogue-v1';
/** Uploaded pictures: content-addressed, public; never a buyer's private ones (`isPublicPicture`). */
export const PICTURES_CACHE = 'pictures-v1';
/** Built files the precache leaves out (other languages' texts, loaded when the buyer uses that language). */
export const LATER_ASSETS_CACHE = 'assets-v1';
/** One cache per session: the name carries a hash of the token, so one account's answers never meet another's. */
export const PERSONAL_CACHE_PREFIX = 'personal-';

export const BOUNDS = {
  catalogue: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
  pictures: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
  laterAssets: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
  personal: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 },
} as const;

/** The cache of the session whose token this is: SHA-256 of it, never the token itself. */
export async function personalCacheName(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${PERSONAL_CACHE_PREFIX}${hex.slice(0, 32)}`;
}

type Answer = Pick<Response, 'status' | 'headers'>;

/** Only a visitor's catalogue answer is shareable: the server sends it `public` (plugins/http-cache.ts). */
export const isSharedAnswer = (response: Answer) =>
  response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '');

/** A signed-in buyer's answer is kept in their own cache unless the server forbids keeping it. */
export const isKeptPersonalAnswer = (response: Answer) =>
  response.status === 200 && !/\bno-store\b/.test(response.headers.get('cache-control') ?? '');

/**
 * Whether a kept catalogue answer may be shown while the network is asked: only within the `max-age` the server
 * gave it, as the browser's own HTTP cache would; an older one waits for the network, and is shown only when the
 * network fails. So online, a buyer never sees a price older than the server allows; offline, the last one known.
 */
export function isFresh(response: Answer, now: number): boolean {
  const maxAge = /\bmax-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
  const date = Date.parse(response.headers.get('date') ?? '');
  if (!maxAge || Number.isNaN(date)) return false;
  return now - date <= Number(maxAge[1]) * 1000;
}

/**
 * The pictures the worker keeps in the shared cache: everything under /uploads/ but a buyer's private uploads
 * (decision 036), which go to the network every time and are kept by nothing, so no other account on this browser
 * can read them, whenever and however the session ends.
 */
export const isPublicPicture = (url: URL) =>
  url.pathname.startsWith('/uploads/') && !url.pathname.startsWith(PRIVATE_UPLOADS);

/**
 * The API calls the worker answers: reads only, never the operator's console (its own token, its own desk), nor
 * the live stream (ADR 030), which never ends and must never be kept.
 */
export function isCachedApiRead(url: URL, method: string): boolean {
  return (
    method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/admin') &&
    url.pathname !== LiveApi.events
  );
}
