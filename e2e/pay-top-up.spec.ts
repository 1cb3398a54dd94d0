import { expect, test, type Page } from '@playwright/test';
import { api, money, type Card, type Detail, type Paged } from './api';
import { axeViolations } from './axe-support';
import { buyerToken, payCode, startSkuOf } from './order-support';
import { register, uniqueBuyer, watchConsole, rennesAddress } from './support';

/** A new buyer with a payment code and a default address, no money, logged in in `page`; answers its API caller. */
async function newBuyer(page: Page, request: Parameters<typeof api>[0]) {
  const buyer = uniqueBuyer();
  await register(page, buyer);
  const token = await buyerToken(page);
  const call = <T>(method: 'get' | 'post', url: string, body?: object) => api<T>(request, method, url, { token, body });
  await call('post', '/api/user/resetPay', { pay_password: payCode, re_pay_password: payCode });
  await call('post', '/api/user/address_add', rennesAddress(buyer));
  return call;
}

/** The dearest product in stock among the newest ones, with its first SKU. */
async function productInStock(request: Parameters<typeof api>[0]) {
  const { list } = await api<Paged<Card>>(request, 'get', '/api/goods/list?in_stock=1&sort=price_desc&limit=10');
  for (const card of list) {
    const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`);
    const sku = startSkuOf(detail);
    if (sku) return { detail, sku };
  }
  throw new Error('No product in stock with a SKU');
}

test('short of balance at the pay sheet: the shortfall is topped up by card in the sheet, and paid there', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const call = await test.step('a new buyer with a payment code, an address and no money', () =>
    newBuyer(page, request));
  const { sku } = await productInStock(request);
  const { orders } = await test.step('places an order it cannot pay yet', () =>
    call<{ orders: { id: number; total_cents: number }[] }>('post', '/api/order/create', {
      items: [{ sku_id: sku.id, quantity: 1 }],
    }));
  const order = orders[0]!;

  const sheet = page.getByRole('dialog', { name: 'Pay' });
  await test.step('opens the order and Pay: the sheet says how much is missing', async () => {
    await page.goto(`/orderInfo/${order.id}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(sheet.getByRole('heading', { name: `You are ${money(order.total_cents)} short` })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Other ways to top up' })).toHaveAttribute(
      'href',
      `/topUp?back=${encodeURIComponent(`/orderInfo/${order.id}`)}`,
    );
    expect(await axeViolations(page, 'the pay sheet, short')).toEqual([]);
  });

  await test.step('tops up exactly that with the sandbox card 4242…, without leaving the sheet', async () => {
    await sheet.getByLabel('Card number').fill('4242424242424242');
    await sheet.getByLabel('Name on the card').fill('Ines Moreau');
    await sheet.getByLabel('Expiry date (MM/YY)').fill('1230');
    await sheet.getByRole('button', { name: `Top up ${money(order.total_cents)}` }).click();
    await expect(sheet.getByRole('status')).toHaveText(
      `${money(order.total_cents)} was added to your balance. Pay now with your payment code.`,
    );
  });

  await test.step('pays in the same sheet with the payment code', async () => {
    await sheet.getByLabel('Payment code').fill(payCode);
    await sheet.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Waiting for delivery', exact: true })).toBeVisible();
  });

  console.expectClean();
});

test('in Turkish at 375 px: 1000 typed in the bag says how many there are, and the total stays beside Checkout', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const call = await newBuyer(page, request);
  const { detail, sku } = await productInStock(request);
  const most = Math.min(sku.stock, 999);
  await test.step('the buyer reads Turkish; the dearest product is in the bag', async () => {
    await call('get', '/api/user/set_language?lang=tr');
    await call('post', '/api/cart/add', { sku_id: sku.id, quantity: 1 });
  });

  const field = page.getByRole('spinbutton', { name: new RegExp(detail.title.slice(0, 12)) });
  await test.step(`types 1000: it becomes ${most}, and says why beside the field`, async () => {
    await page.goto('/bag');
    await field.fill('1000');
    await field.blur();
    await expect(field).toHaveValue(String(most));
    const why = most < sku.stock ? `Ürün başına en fazla ${most} adet` : `Yalnızca ${most} adet var`;
    await expect(page.getByRole('status').filter({ hasText: why })).toBeVisible();
    expect(await axeViolations(page, 'the bag, a quantity above the stock')).toEqual([]);
  });

  await test.step('the total, however long, is whole and clear of the Checkout button', async () => {
    const bar = page.getByRole('region', { name: 'Ödeme özeti' });
    const total = bar.locator('.bag-bar__total strong');
    await expect(total).toHaveText(/\d{3}/);
    const button = bar.getByRole('button', { name: /Ödeme/ });
    const [amount, checkout] = [await total.boundingBox(), await button.boundingBox()];
    const sameRow = amount!.y < checkout!.y + checkout!.height && checkout!.y < amount!.y + amount!.height;
    if (sameRow) expect(amount!.x + amount!.width).toBeLessThanOrEqual(checkout!.x);
    expect(amount!.x).toBeGreaterThanOrEqual(0);
    expect(amount!.x + amount!.width).toBeLessThanOrEqual(375);
    expect(await total.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  });

  console.expectClean();
});
