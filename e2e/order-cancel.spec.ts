import { expect, test } from '@playwright/test';
import { register, uniqueBuyer, watchConsole } from './support';
import { api, money, type Card, type Detail, type Paged } from './api';
import { buyerWithPaidOrder, CREDIT_CENTS } from './aftersale-support';
import { axeViolations } from './axe-support';
import { buyerToken, startSkuOf } from './order-support';

test('an unpaid order is cancelled and its stock comes back', async ({ page, request }) => {
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  let token = '';
  // Asked as the buyer, whose catalogue answers are shared for up to two seconds like a visitor's (decision 013).
  const detailOf = (productId: number) => api<Detail>(request, 'get', `/api/goods/detail?id=${productId}`, { token });
  const stockOf = async (productId: number, skuId: number) =>
    (await detailOf(productId)).skus.find((sku) => sku.id === skuId)!.stock;

  await test.step('a new buyer registers; a shipping address is already saved (from another device)', async () => {
    await register(page, buyer);
    token = await buyerToken(page);
    await api(request, 'post', '/api/user/address_add', {
      token,
      body: {
        addressee: `${buyer.givenName} ${buyer.familyName}`,
        mobile: buyer.mobile,
        area: 'France, Auvergne-Rhône-Alpes, Lyon',
        detailed_address: '4 place Bellecour',
        tag: 'Home',
        is_default: true,
      },
    });
  });

  const { detail, sku } = await test.step('pick a product in stock and note the stock of its first SKU', async () => {
    const { list } = await api<Paged<Card>>(request, 'get', '/api/goods/list?in_stock=1&sort=newest&limit=20');
    for (const card of list) {
      const found = await detailOf(card.id);
      const start = startSkuOf(found);
      if (start) return { detail: found, sku: start };
    }
    throw new Error('No product in stock with a SKU');
  });
  const stockBefore = sku.stock;

  await test.step(`opens "${detail.title}": ${stockBefore} in stock; Buy now, quantity 1`, async () => {
    await page.goto(`/detail/${detail.id}`);
    await expect(page.getByRole('heading', { name: detail.title, exact: true })).toBeVisible();
    await expect(page.getByTestId('product-stock')).toHaveText(`${stockBefore} in stock`);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?sku_id=${sku.id}&quantity=1$`));
  });

  const sheet = page.getByRole('dialog', { name: 'Pay' });
  await test.step('the checkout ships to the saved address; places the order, the stock is held', async () => {
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('4 place Bellecour');
    await expect(page.getByRole('region', { name: detail.shop.name })).toContainText('× 1');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    // The held stock shows within the two seconds the catalogue's answers are shared.
    await expect.poll(() => stockOf(detail.id, sku.id)).toBe(stockBefore - 1);
  });

  await test.step('closes the payment sheet without paying: the order waits for payment', async () => {
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/myPurchases\/0$/);
    await expect(page.getByRole('tab', { name: 'Waiting for payment', selected: true })).toBeVisible();
  });

  const order = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  await test.step('opens the order and cancels it after being asked', async () => {
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(detail.title);
    await order.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/orderInfo\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Waiting for payment', exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('Time left to pay:');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Cancel this order?' });
    await expect(ask).toContainText('The items go back on sale');
    await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Order cancelled')).toBeVisible();
  });

  await test.step('the order shows as cancelled, with nothing left to do', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Cancelled', exact: true })).toBeVisible();
    await expect(page.getByText('You cancelled this order.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  });

  await test.step(`the SKU's stock is back to ${stockBefore}`, async () => {
    await expect.poll(() => stockOf(detail.id, sku.id)).toBe(stockBefore);
    await page.goto(`/detail/${detail.id}`);
    await expect(page.getByTestId('product-stock')).toHaveText(`${stockBefore} in stock`);
  });

  console.expectClean();
});

test('a paid order not yet shipped is cancelled with a reason, refunded at once, and its stock comes back', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const { detail, sku, order } = await test.step('a new buyer with $500 has paid an order waiting for delivery', () =>
    buyerWithPaidOrder(page, request));
  const balance = page.getByRole('region', { name: 'Balance', exact: true });
  const stockNow = async () =>
    (await api<Detail>(request, 'get', `/api/goods/detail?id=${detail.id}`)).skus.find((s) => s.id === sku.id)!.stock;

  await test.step('opens the paid order: it can be cancelled, since it has not shipped; its unit is held', async () => {
    // The catalogue's answers are shared for up to two seconds (decision 013).
    await expect.poll(stockNow).toBe(sku.stock - 1);
    await page.goto(`/orderInfo/${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Waiting for delivery', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
  });

  const sheet = page.getByRole('dialog', { name: 'Cancel this paid order?' });
  await test.step('the sheet says the money comes back at once and asks why, from a list', async () => {
    await expect(sheet).toContainText(`${money(order.total_cents)} goes back to your balance at once`);
    await sheet.getByRole('button', { name: `Cancel and refund ${money(order.total_cents)}` }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Please choose a reason');
    expect(await axeViolations(page, 'the cancel sheet')).toEqual([]);
    await sheet.getByRole('radio', { name: 'Delivery takes too long' }).check();
    await sheet.getByRole('button', { name: `Cancel and refund ${money(order.total_cents)}` }).click();
    await expect(page.getByText(`Order cancelled; ${money(order.total_cents)} is back in your balance`)).toBeVisible();
  });

  await test.step('the order reads cancelled and refunded, with the reason picked', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Cancelled', exact: true })).toBeVisible();
    await expect(
      page.getByText(
        `You cancelled this order before it shipped; ${money(order.total_cents)} went back to your balance.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('Delivery takes too long')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  await test.step('the whole $500 is back, a refund on top of the fund records, and the stock is back', async () => {
    await page.goto('/profile');
    await expect(balance).toContainText(money(CREDIT_CENTS));
    await page.goto('/capitalRecord');
    const entries = page.getByRole('list', { name: 'Fund records' }).getByRole('article');
    await expect(entries.first()).toHaveAccessibleName('Refund');
    await expect(entries.first()).toContainText(`+${money(order.total_cents)}`);
    await expect.poll(stockNow).toBe(sku.stock);
  });

  await test.step('the notification names the order', async () => {
    await page.goto('/notification');
    await expect(page.getByRole('list', { name: 'Notifications' })).toContainText(
      `Order ${order.sn} was cancelled before it shipped; ${money(order.total_cents)} is back in your balance.`,
    );
  });

  console.expectClean();
});
