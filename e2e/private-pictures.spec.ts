import { expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { buyerWithPaidOrder, pngFile } from './aftersale-support';
import { buyerToken } from './order-support';
import { register, uniqueBuyer } from './support';

/**
 * Decision 036 in Chromium, with the service worker running: a buyer's refund proof is shown to that buyer and kept
 * by no cache, so the next account on the same browser can neither fetch it nor find it in a cache; and a sign-out
 * made offline reaches the server once the browser is back online.
 */

type PageGlobals = {
  caches: { keys(): Promise<string[]>; open(name: string): Promise<{ keys(): Promise<Array<{ url: string }>> }> };
  navigator: { serviceWorker: { ready: Promise<unknown> } };
};

const workerReady = (page: Page) =>
  page.evaluate(async () => {
    await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
  });

/** Every URL kept in the browser's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const { caches } = globalThis as unknown as PageGlobals;
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) found.push(request.url);
    }
    return found;
  });

/** What this page's session gets for `url` when it fetches it, the browser's HTTP cache allowed to answer. */
const fetchAsThisPage = (page: Page, url: string) =>
  page.evaluate(async (wanted) => (await fetch(wanted, { cache: 'force-cache' })).status, url);

test("a buyer's refund proof is theirs alone: no cache keeps it, and the next account on this browser cannot read it", async ({
  page,
  request,
}) => {
  const { token, order } = await buyerWithPaidOrder(page, request);
  await workerReady(page);
  const upload = await request.post('/api/common/upload', {
    headers: { token, 'content-type': 'image/png' },
    data: (await pngFile('proof.png', '#8e44ad')).buffer,
  });
  const proofUrl = ((await upload.json()) as { data: { url: string } }).data.url;
  await api(request, 'post', '/api/refund/apply', {
    token,
    body: {
      order_id: order.id,
      type: 'refund_only',
      goods_status: 'not_received',
      amount: '1.00',
      reason: 'not_received',
      explanation: 'It never came',
      proofs: [proofUrl],
    },
  });

  await page.goto(`/orderInfo/${order.id}`);
  const proof = page.getByRole('list', { name: 'Proof' }).getByRole('img', { name: 'Proof 1' });
  await proof.scrollIntoViewIfNeeded();
  await expect(proof).toHaveJSProperty('complete', true);
  await expect(proof).not.toHaveJSProperty('naturalWidth', 0);
  expect(await fetchAsThisPage(page, proofUrl)).toBe(200);
  expect(await cachedUrls(page)).not.toContainEqual(expect.stringContaining(proofUrl));

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await register(page, uniqueBuyer());
  expect(await fetchAsThisPage(page, proofUrl)).toBe(404);
  expect(await cachedUrls(page)).not.toContainEqual(expect.stringContaining(proofUrl));
  // Nor anyone with the link alone.
  expect((await request.get(proofUrl)).status()).toBe(404);
});

test('a sign-out made offline ends the session on the server once the browser is back online', async ({
  page,
  context,
  request,
}) => {
  await register(page, uniqueBuyer());
  await workerReady(page);
  const token = await buyerToken(page);
  const userInfo = () => request.get('/api/user/getUserInfo', { headers: { token } });
  expect((await userInfo()).status()).toBe(200);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Signed out here; the server could not be told yet.
  expect((await userInfo()).status()).toBe(200);

  await context.setOffline(false);
  await expect.poll(async () => (await userInfo()).status()).toBe(401);
});
