import { expect, test } from '@playwright/test';

/** Decision 016: what a phone gets before any script runs, and how the built files travel. */

test('the first HTML of /home paints the branded shell with the first banner, before any script runs', async ({
  browser,
  request,
}) => {
  const home = await (await request.get('/api/index/home')).json();
  const banner: string = home.data.banners[0].image;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByText('Tradewind', { exact: true }).filter({ visible: true })).toBeVisible();
  // The demo banner is a small picture: it comes inside the page, as data, and is painted from there.
  const picture = page.locator('img[fetchpriority="high"]');
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  expect(await picture.evaluate((img) => (img as { complete: boolean; naturalWidth: number }).naturalWidth > 0)).toBe(
    true,
  );
  // The home's answer and its small pictures need no round trip.
  const written = JSON.parse((await page.locator('script#first-pictures').textContent())!);
  expect(Object.keys(written)).toContain(banner);
  expect(await page.content()).toContain('<script type="application/json" id="first-answers">');
  await context.close();
});

test('the app shows the home from the answer and the pictures inside the page, without asking the server again', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/api/index/home')).json();
  const written: string[] = [
    home.data.banners[0].image,
    ...home.data.categories.map((category: { icon: string }) => category.icon),
  ];
  const asked: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path === '/api/index/home' || written.includes(path)) asked.push(path);
  });
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  // The last category's icon is drawn, from the data the page brought.
  const icon = page.getByRole('link', { name: home.data.categories[9].name }).locator('img');
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('/home loads nothing of the settings screens, their texts or push: they come with the screen that uses them', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  // The settings part (basic-data), the notices' and settings' texts, and the browser's push code are chunks of
  // their own; the worker's push handler is the worker's, never the page's.
  expect(asked.filter((path) => /^\/assets\/(basic-data|notices|settings|push)[-.]/.test(path))).toEqual([]);
});

test('built files travel compressed and are cached for a year; the page itself is asked for again', async ({
  request,
}) => {
  const page = await request.get('/home', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())![1]!;
  for (const encoding of ['br', 'gzip']) {
    const asset = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['vary']).toContain('accept-encoding');
  }
});

test('every app path opens the app, whatever its last segment; unknown API and asset paths are 404s', async ({
  request,
}) => {
  for (const path of ['/refund/37/2026112300163/163/358.00', '/detail/12/some.name', '/no/such/screen.html']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toContain('text/html');
  }
  const api = await request.get('/api/no/such/call');
  expect(api.status()).toBe(404);
  expect((await api.json()).code).toBe(0);
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);
});

test('Explore scrolled through all 1,000 products keeps the page small, and the first products come back on the way up', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/explore');
  const products = page.getByRole('list', { name: 'Products' });
  const first = products.getByRole('listitem').first();
  const firstTitle = (await first.getByRole('heading').textContent())!;
  const main = page.getByRole('main');
  await expect(async () => {
    await main.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(page.getByText('No more', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 150_000 });
  // All 1,000 products have been loaded (the e2e catalogue has DEMO_PRODUCTS=1000), but only those near the
  // screen are drawn: without that the page would hold about 19,000 elements.
  expect(await page.locator('*').count()).toBeLessThan(1_500);
  await main.evaluate((element) => element.scrollTo(0, 0));
  await expect(products.getByRole('heading', { name: firstTitle, exact: true })).toBeVisible();
});
