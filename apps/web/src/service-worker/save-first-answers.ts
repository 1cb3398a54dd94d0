import { TOKEN_HEADER } from '@tradewind/contract';
import type { TakenAnswer } from '@/api/first-answers';
import { sessionStore } from '@/api/session-store';
import { CATALOGUE_CACHE, personalCacheName } from './cache-rules';

/**
 * The first screen's answers came inside the HTML (decision 016), so the service worker never saw them go by.
 * They are put into the caches it reads, as the server would have sent them, so that reloading this page offline
 * finds them (decision 027): a visitor's in the shared catalogue cache, a buyer's in their session's own cache.
 * They are marked already stale (`max-age=0`): online, the worker always asks the server again.
 */
export async function saveFirstAnswer(answer: TakenAnswer): Promise<void> {
  if (typeof caches === 'undefined') return;
  const token = sessionStore.getState().token;
  if (answer.signedIn && !token) return;
  const headers: Record<string, string> = { 'Accept-Language': answer.lang };
  if (answer.signedIn) headers[TOKEN_HEADER] = token!;
  const cache = await caches.open(answer.signedIn ? await personalCacheName(token!) : CATALOGUE_CACHE);
  const request = new Request(answer.url, { headers });
  // A copy the worker stored since is newer than the page's.
  if (await cache.match(request)) return;
  await cache.put(
    request,
    new Response(JSON.stringify(answer.body), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': answer.signedIn ? 'private, no-cache' : 'public, max-age=0',
        date: new Date(answer.at).toUTCString(),
        vary: `accept-language, ${TOKEN_HEADER}`,
      },
    }),
  );
}
