import { expect, test, type Page } from '@playwright/test';
import { api, money, type Card, type Detail, type Paged } from './api';
import { axeViolations } from './axe-support';
import { buyerToken, operatorDesk, payCode, startSkuOf } from './order-support';
import { logOut, register, uniqueBuyer, watchConsole, rennesAddress } from './support';

/**
 * A platform authenticator in Chromium through the DevTools protocol: discoverable credentials (resident keys), a
 * screen lock that always verifies the person, and presence given at once, as a phone's fingerprint would.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The first product in stock among the newest, with its first SKU. */
async function productInStock(request: Parameters<typeof api>[0]) {
  const { list } = await api<Paged<Card>>(request, 'get', '/api/goods/list?in_stock=1&limit=10');
  for (const card of list) {
    const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`);
    const sku = startSkuOf(detail);
    if (sku) return sku;
  }
  throw new Error('No product in stock with a SKU');
}

test('a buyer adds a passkey, signs in with it alone, pays with it, and a removed passkey is refused', async ({
  page,
  request,
}) => {
  // A journey of four screens with three accessibility audits: longer than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  const console = watchConsole(page);
  await virtualAuthenticator(page);
  const buyer = uniqueBuyer();
  const passkeys = page.getByRole('region', { name: 'Passkeys' });

  await test.step('a new buyer adds a passkey named "My phone" in Security', async () => {
    await register(page, buyer);
    await page.goto('/security');
    await passkeys.getByLabel('Name of a new passkey').fill('My phone');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added')).toBeVisible();
    await expect(passkeys.getByRole('listitem').filter({ hasText: 'My phone' })).toContainText('never used');
    expect(await axeViolations(page, '/security with a passkey')).toEqual([]);
  });

  await test.step('signs out, and signs in with the passkey: no account name, no password', async () => {
    await logOut(page);
    expect(await axeViolations(page, '/login')).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(buyer.account)).toBeVisible();
  });

  const token = await buyerToken(page);
  const call = <T>(method: 'get' | 'post', url: string, body?: object) => api<T>(request, method, url, { token, body });
  const me = await call<{ id: number }>('get', '/api/user/getUserInfo');
  await call('post', '/api/user/resetPay', { pay_password: payCode, re_pay_password: payCode });
  await call('post', '/api/user/address_add', rennesAddress(buyer));
  await (await operatorDesk(request)).credit(me.id, '5000', 'E2E: the passkey journey');
  const sku = await productInStock(request);
  const { orders } = await call<{ orders: { id: number; total_cents: number }[] }>('post', '/api/order/create', {
    items: [{ sku_id: sku.id, quantity: 1 }],
  });
  const order = orders[0]!;

  await test.step(`pays the order of ${money(order.total_cents)} with the passkey instead of the payment code`, async () => {
    await page.goto(`/orderInfo/${order.id}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Pay' });
    await expect(sheet.getByRole('button', { name: 'Use a passkey instead' })).toBeVisible();
    expect(await axeViolations(page, 'the pay sheet with a passkey')).toEqual([]);
    await sheet.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    const paid = await call<{ status: number }>('get', `/api/order/detail?id=${order.id}`);
    expect(paid.status).toBe(1);
  });

  await test.step('removes the passkey; signing in with it is then refused', async () => {
    await page.goto('/security');
    await passkeys.getByRole('button', { name: 'Remove the passkey My phone' }).click();
    await expect(page.getByText('Passkey removed')).toBeVisible();
    await expect(passkeys.getByText('No passkey yet.')).toBeVisible();
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByText('This passkey is not registered with Tradewind (it may have been removed)'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
  console.expectClean();
});
