import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { buyerToken, findBagProduct } from './order-support';
import { logOut, register, uniqueBuyer } from './support';

/** Decision 027: the app installs, opens offline after one visit, keeps nothing personal past a session, updates. */

const NETWORK_TOAST = 'Network connection abnormal, please check your connection';
const LAST_KNOWN = 'Last known state, saved before you went offline';
const DIST = path.join(import.meta.dirname, '../apps/web/dist');

type Home = {
  banners: Array<{ image: string }>;
  new_arrivals: Array<{ id: number; title: string }>;
  categories: Array<{ name: string; icon: string }>;
};

/** The browser's own objects, typed here: the e2e program has no DOM library (types only, erased before the page runs). */
type PageCaches = {
  keys(): Promise<string[]>;
  open(name: string): Promise<{ keys(): Promise<Array<{ url: string }>> }>;
};
type PageWorkers = {
  ready: Promise<unknown>;
  controller: unknown;
  getRegistration(): Promise<{ waiting: unknown } | undefined>;
};
type PageGlobals = { caches: PageCaches; navigator: { serviceWorker: PageWorkers } };

const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

/** The service worker has installed (its precache is complete) and is the active one. */
async function offlineReady(page: Page) {
  await page.evaluate(async () => {
    await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
  });
}

/** Waits until an answer of this path is in one of the service worker's caches (the page saves its first answers). */
async function kept(page: Page, apiPath: string) {
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        const { caches } = globalThis as unknown as PageGlobals;
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if ((await cache.keys()).some((request) => request.url.includes(wanted))) return true;
        }
        return false;
      }, apiPath),
    )
    .toBe(true);
}

/** Every URL kept in the browser's caches, with the cache that holds it. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const { caches } = globalThis as unknown as PageGlobals;
    const found: Array<{ cache: string; url: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) found.push({ cache: name, url: request.url });
    }
    return found;
  });

test('the app is installable: its manifest, icons and service worker satisfy Chromium', async ({
  request,
  baseURL,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const body = await manifest.json();
  expect(body).toMatchObject({ name: 'Tradewind', start_url: '/home', display: 'standalone' });
  expect(body.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  // Chromium never offers to install from an incognito profile, which every test context is: this one has its own.
  const context = await chromium.launchPersistentContext(test.info().outputPath('profile'), {
    ...test.info().project.use.launchOptions,
    baseURL,
    viewport: { width: 375, height: 812 },
  });
  try {
    const page = await context.newPage();
    await page.goto('/home');
    await offlineReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('after one visit, /home, /explore and a product reload offline from the cache, under the offline bar', async ({
  page,
  context,
  request,
}) => {
  const home = await api<Home>(request, 'get', '/api/index/home');
  const { detail } = await findBagProduct(request);
  await page.goto('/home');
  await expect(page.getByText(home.new_arrivals[0]!.title).first()).toBeVisible();
  await offlineReady(page);
  await kept(page, '/api/index/home');
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Explore', level: 1 })).toBeVisible();
  await kept(page, '/api/goods/categories');
  await page.goto(`/detail/${detail.id}`);
  await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
  await kept(page, `/api/goods/detail?id=${detail.id}`);
  await expect(offlineBar(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
  await expect(offlineBar(page)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-product.png') });

  await page.goto('/home');
  await expect(page.getByText(home.new_arrivals[0]!.title).first()).toBeVisible();
  await expect(offlineBar(page)).toBeVisible();
  // The small pictures came inside the first visit's HTML; offline they come from the pictures cache.
  const icon = page.locator(`img[src="${home.categories[0]!.icon}"]`).first();
  await expect
    .poll(() => icon.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('offline-home.png') });

  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Explore', level: 1 })).toBeVisible();
  await expect(page.getByText(home.categories[0]!.name, { exact: true }).first()).toBeVisible();
  await expect(offlineBar(page)).toBeVisible();

  // What was never visited is not there: the pages above came from the caches, not from a network still open.
  const unseen = home.new_arrivals.find((card) => card.id !== detail.id)!;
  await page.goto(`/detail/${unseen.id}`);
  await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: unseen.title, exact: true })).toHaveCount(0);

  await context.setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
});

test('offline, a signed-in buyer sees the bag and orders as last known, and Add to bag fails at once, changing nothing', async ({
  page,
  context,
  request,
}) => {
  const { detail } = await findBagProduct(request);
  await register(page, uniqueBuyer());
  await offlineReady(page);
  await page.goto('/bag');
  await expect(page.getByRole('heading', { name: 'Bag', level: 1 })).toBeVisible();
  await kept(page, '/api/cart/list');
  await page.goto('/order');
  await kept(page, '/api/order/');
  await page.goto(`/detail/${detail.id}`);
  await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
  await kept(page, `/api/goods/detail?id=${detail.id}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to bag' });
  await add.tap();
  await expect(page.getByText(NETWORK_TOAST)).toBeVisible();
  await expect(add).toBeEnabled();

  await page.goto('/bag');
  await expect(page.getByText(LAST_KNOWN)).toBeVisible();
  await expect(offlineBar(page)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-bag.png') });
  await page.goto('/order');
  await expect(page.getByText(LAST_KNOWN)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-orders.png') });

  await context.setOffline(false);
  const bag = await api<{ shops: unknown[] }>(request, 'get', '/api/cart/list', { token: await buyerToken(page) });
  expect(bag.shops).toEqual([]);
});

test('offline after a change of language, the bag still shows as last known', async ({ page, context }) => {
  await register(page, uniqueBuyer());
  await offlineReady(page);
  await page.goto('/bag');
  await expect(page.getByRole('heading', { name: 'Bag', level: 1 })).toBeVisible();
  await kept(page, '/api/cart/list');
  await page.goto('/language');
  await page.getByRole('radio', { name: 'Français' }).check();
  await expect(page).toHaveTitle(/Langue/);

  await context.setOffline(true);
  await page.goto('/bag');
  await expect(page.getByRole('heading', { name: 'Panier', level: 1 })).toBeVisible();
  await expect(page.getByText('Impossible de charger votre panier')).toHaveCount(0);
  await expect(page.getByText(/Dernier état connu/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-bag-french.png') });
});

test('logging out leaves no personal answer in the caches, and another account never sees the last one’s', async ({
  page,
  request,
}) => {
  const { detail } = await findBagProduct(request);
  await register(page, uniqueBuyer());
  await offlineReady(page);
  await page.goto('/bag');
  await kept(page, '/api/cart/list');
  await page.goto(`/detail/${detail.id}`);
  await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
  const before = await cachedUrls(page);
  expect(before.some(({ cache, url }) => cache.startsWith('personal-') && url.includes('/api/cart/list'))).toBe(true);
  // The shared caches never hold a buyer's answers.
  expect(before.filter(({ cache }) => !cache.startsWith('personal-')).map(({ url }) => url)).not.toContainEqual(
    expect.stringMatching(/\/api\/(cart|order|user)\//),
  );

  await logOut(page);
  await expect
    .poll(async () => (await cachedUrls(page)).filter(({ cache }) => cache.startsWith('personal-')))
    .toEqual([]);
  expect((await cachedUrls(page)).map(({ url }) => url)).not.toContainEqual(
    expect.stringMatching(/\/api\/(cart|order|user)\//),
  );

  const second = uniqueBuyer();
  await register(page, second);
  await page.goto('/bag');
  await kept(page, '/api/cart/list');
  const names = new Set(
    (await cachedUrls(page)).map(({ cache }) => cache).filter((cache) => cache.startsWith('personal-')),
  );
  expect(names.size).toBe(1);
});

test('a second build served: the open app offers Update and takes the new version on tap', async ({ page }) => {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(DIST, name)).filter(fs.existsSync);
  const saved = new Map(files.map((file) => [file, fs.readFileSync(file)]));
  try {
    await page.goto('/home');
    await offlineReady(page);
    await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);

    // A deploy whose service worker differs: the same worker with other bytes, in every encoding the server sends.
    const next = Buffer.concat([saved.get(path.join(DIST, 'sw.js'))!, Buffer.from(`\n// e2e build ${Date.now()}\n`)]);
    fs.writeFileSync(path.join(DIST, 'sw.js'), next);
    for (const file of files) {
      if (file.endsWith('.br')) fs.writeFileSync(file, zlib.brotliCompressSync(next));
      if (file.endsWith('.gz')) fs.writeFileSync(file, zlib.gzipSync(next));
    }

    await page.reload();
    const update = page.getByRole('button', { name: 'Update' });
    await expect(update).toBeVisible();
    const box = (await update.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: test.info().outputPath('update-prompt.png') });

    await update.tap();
    await expect(update).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const workers = (globalThis as unknown as PageGlobals).navigator.serviceWorker;
          const registration = await workers.getRegistration();
          return { waiting: Boolean(registration?.waiting), controlled: Boolean(workers.controller) };
        }),
      )
      .toEqual({ waiting: false, controlled: true });
    await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  } finally {
    for (const [file, bytes] of saved) fs.writeFileSync(file, bytes);
  }
});
