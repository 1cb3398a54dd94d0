import { expect, test, type Page } from '@playwright/test';
import { register, uniqueBuyer, watchConsole, rennesAddress } from './support';
import { api, money, type Card, type Detail, type Paged } from './api';
import { buyerToken, operatorDesk, payCode, setPayCode, startSkuOf } from './order-support';

/** The app's live stream has answered: from now on the server's events reach this page (ADR 030). */
const liveStreamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/user/live_events') && response.ok());

/** Set on the page once; a reload would lose it. */
const markPage = (page: Page) => page.evaluate(() => ((globalThis as { notReloaded?: boolean }).notReloaded = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded === true);

test('the operator ships an order and credits the buyer: the open screens follow without a reload', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  const desk = await operatorDesk(request);
  let token = '';
  let userId = 0;

  await test.step('a new buyer with a payment code, an address and $500', async () => {
    await register(page, buyer);
    await setPayCode(page);
    token = await buyerToken(page);
    userId = (await api<{ id: number }>(request, 'get', '/api/user/getUserInfo', { token })).id;
    await desk.credit(userId, '500', 'E2E: live updates');
    await api(request, 'post', '/api/user/address_add', {
      token,
      body: rennesAddress(buyer),
    });
  });

  const order = await test.step('an order paid from another device', async () => {
    const { list } = await api<Paged<Card>>(
      request,
      'get',
      '/api/goods/list?in_stock=1&max_price_cents=40000&limit=20',
    );
    let skuId = 0;
    for (const card of list) {
      const start = startSkuOf(await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`));
      if (start) skuId = start.id;
      if (skuId) break;
    }
    expect(skuId, 'a product in stock under $400').toBeGreaterThan(0);
    const placed = await api<{ orders: { id: number; total_cents: number }[] }>(request, 'post', '/api/order/create', {
      token,
      body: { items: [{ sku_id: skuId, quantity: 1 }] },
    });
    const created = placed.orders[0]!;
    await api(request, 'post', '/api/order/pay', { token, body: { order_ids: [created.id], pay_password: payCode } });
    return created;
  });

  await test.step('the buyer has the order open, waiting for delivery; the operator ships it: it shows Shipped', async () => {
    const opened = liveStreamOpened(page);
    await page.goto(`/orderInfo/${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Waiting for delivery', exact: true })).toBeVisible();
    await markPage(page);
    await opened;
    await desk.ship(order.id, 'Colissimo', `TWLIVE${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Shipped', exact: true })).toBeVisible();
    await expect(page.getByText('Your parcel is on its way.')).toBeVisible();
    const shipping = page.getByRole('region', { name: 'Shipping progress' });
    await expect(shipping.getByRole('definition')).toHaveText(['Colissimo', `TWLIVE${order.id}`]);
    expect(await stillSamePage(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('shipped-live.png') });
  });

  await test.step('on the personal centre, an operator’s credit moves the balance and the unread badge', async () => {
    const balance = page.getByRole('region', { name: 'Balance', exact: true });
    const shopping = page.getByRole('navigation', { name: 'Shopping' });
    const opened = liveStreamOpened(page);
    await page.goto('/profile');
    await expect(balance).toContainText(money(50_000 - order.total_cents));
    await expect(shopping).toContainText('2 unread');
    await markPage(page);
    await opened;
    await desk.credit(userId, '10', 'E2E: live updates, goodwill');
    await expect(balance).toContainText(money(51_000 - order.total_cents));
    await expect(shopping).toContainText('3 unread');
    expect(await stillSamePage(page)).toBe(true);
  });

  console.expectClean();
});
