import { expect, test } from '@playwright/test';

/**
 * Decision 055: a notice pushed while the app is closed, as the service worker meets it. The push service's side (VAPID,
 * RFC 8291 encryption) is tested against a receiver on loopback in the API suite; here Chromium itself delivers the
 * payload to the worker through the DevTools protocol, as a push service would.
 */

type Shown = { title: string; body: string; lang: string; tag: string; data: { url: string } };
type PageNotices = {
  navigator: { serviceWorker: { ready: Promise<{ getNotifications(): Promise<Shown[]> }> } };
};

test('a pushed notice is shown by the worker in the buyer’s words, with the screen a tap opens', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/home');
  await page.evaluate(async () => {
    await (globalThis as unknown as PageNotices).navigator.serviceWorker.ready;
  });

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(baseURL!));
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;

  // What the server pushes (modules/notices/wording.ts): the buyer's language, a screen of this app, a picture.
  const notice = {
    id: 41,
    kind: 'order_shipped',
    title: 'Commande expédiée',
    body: 'Votre commande 2026112800041 est en route.',
    url: '/orderInfo/41',
    tag: 'order-41',
    lang: 'fr',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId,
    data: JSON.stringify(notice),
  });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await (globalThis as unknown as PageNotices).navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map(({ title, body, lang, tag, data }) => ({
        title,
        body,
        lang,
        tag,
        url: data.url,
      }));
    });
  await expect
    .poll(shown)
    .toEqual([{ title: notice.title, body: notice.body, lang: 'fr', tag: 'order-41', url: '/orderInfo/41' }]);

  // A push naming another site opens the notices list instead: a tap never leaves the app.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId,
    data: JSON.stringify({ ...notice, id: 42, tag: 'order-42', url: 'https://evil.example/' }),
  });
  await expect.poll(async () => (await shown()).find((n) => n.tag === 'order-42')?.url).toBe('/notification');
});
