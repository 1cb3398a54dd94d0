/**
 * The service worker (decision 027), built by vite-plugin-pwa with Workbox:
 * - precaches the app shell (index.html) and the buyer's code, route parts and first-screen texts;
 * - navigations go to the network, so a buyer online always gets the current app; when the network fails, the
 *   precached shell boots the app, which reads its answers from the caches below;
 * - a visitor's catalogue answers and the public pictures: stale-while-revalidate, bounded in entries and age; a
 *   buyer's private pictures are never kept (the browser asks the server, which answers `no-store`);
 * - a signed-in buyer's reads (anything sent with their token): network first, kept in that session's own cache;
 * - a new version waits until the buyer taps Update (the page posts SKIP_WAITING).
 */
import { TOKEN_HEADER } from '@tradewind/contract';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  BOUNDS,
  CATALOGUE_CACHE,
  LATER_ASSETS_CACHE,
  PICTURES_CACHE,
  isCachedApiRead,
  isFresh,
  isKeptPersonalAnswer,
  isPublicPicture,
  isSharedAnswer,
  personalCacheName,
} from './cache-rules';
import { notificationOptions, openNoticeScreen, readPushedNotice } from './push-notices';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = '/index.html';

// No directory index: `/` is a navigation like any other, answered by the server while it can be.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Offline (or the server down), any page of the app opens from the shell; the app then finds its answers. */
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error() }],
    }),
    { denylist: [/^\/(api|uploads|assets|admin)(\/|$)/] },
  ),
);

/**
 * Offline, the last answer kept is shown whatever language it was asked in: answers vary by Accept-Language, and a
 * buyer who changed language since (or whose first screen came inside the HTML in another) would otherwise find
 * nothing. A personal cache belongs to one session, so ignoring the token in Vary too is safe there.
 */
const LAST_KNOWN_MATCH: CacheQueryOptions = { ignoreVary: true };

/**
 * Stale-while-revalidate within the server's freshness: a kept answer is shown at once only inside its max-age;
 * an older one waits for the network, and is the answer only when the network fails (offline, a dead link).
 */
const freshOrLastKnown = (cacheName: string): WorkboxPlugin => ({
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && isFresh(cachedResponse, Date.now()) ? cachedResponse : null,
  cacheWillUpdate: async ({ response }) => (isSharedAnswer(response) ? response : null),
  handlerDidError: async ({ request }) =>
    (await (await caches.open(cacheName)).match(request, LAST_KNOWN_MATCH)) ?? undefined,
});

const catalogue = new StaleWhileRevalidate({
  cacheName: CATALOGUE_CACHE,
  plugins: [freshOrLastKnown(CATALOGUE_CACHE), new ExpirationPlugin({ ...BOUNDS.catalogue, purgeOnQuotaError: true })],
});

const personalPlugins = new Map<string, WorkboxPlugin[]>();
/** One strategy per session cache; the expiration bookkeeping is per cache name. */
function personalStrategy(cacheName: string): NetworkFirst {
  let plugins = personalPlugins.get(cacheName);
  if (!plugins) {
    plugins = [
      { cacheWillUpdate: async ({ response }) => (isKeptPersonalAnswer(response) ? response : null) },
      new ExpirationPlugin({ ...BOUNDS.personal, purgeOnQuotaError: true }),
    ];
    personalPlugins.set(cacheName, plugins);
  }
  return new NetworkFirst({ cacheName, plugins, matchOptions: LAST_KNOWN_MATCH });
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCachedApiRead(url, request.method),
  async (options) => {
    const token = options.request.headers.get(TOKEN_HEADER);
    if (!token) return catalogue.handle(options);
    return personalStrategy(await personalCacheName(token)).handle(options);
  },
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && isPublicPicture(url),
  new StaleWhileRevalidate({
    cacheName: PICTURES_CACHE,
    plugins: [new ExpirationPlugin({ ...BOUNDS.pictures, purgeOnQuotaError: true })],
  }),
);

/** Hashed files never change: what the precache left out is kept as the buyer uses it. */
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: LATER_ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ ...BOUNDS.laterAssets, purgeOnQuotaError: true })],
  }),
);

/** A notice pushed while the app is closed: shown in the buyer's language, with the product's picture (decision 055). */
self.addEventListener('push', (event) => {
  const notice = readPushedNotice(event.data);
  event.waitUntil(
    notice
      ? self.registration.showNotification(notice.title, notificationOptions(notice))
      : self.registration.showNotification('Tradewind', { tag: 'tradewind', data: { url: '/notification' } }),
  );
});

/** A tap opens the notice's screen: in the app's window already open (focused, routed in place), else in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNoticeScreen(self.clients, self.location.origin, event.notification.data));
});
