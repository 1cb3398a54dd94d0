import { expect, test } from '@playwright/test';
import { register, uniqueBuyer, watchConsole } from './support';
import { api, type Card, type Detail, type Paged } from './api';
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
