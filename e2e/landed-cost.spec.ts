import { expect, test } from '@playwright/test';
import { register, uniqueBuyer, watchConsole } from './support';
import { api, money } from './api';
import { axeViolations, screenWatch } from './axe-support';
import { buyerToken, findBagProduct, operatorDesk, payCode, setPayCode, startSkuOf } from './order-support';

/** `cents` × `bps` / 10,000, half up: the landed cost's rounding (decision 040). */
const shareOf = (cents: number, bps: number) => Math.floor((cents * bps + 5_000) / 10_000);

test('a buyer with a Brazilian address sees the duties at checkout and pays the total with them', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const settled = screenWatch(page);
  const buyer = uniqueBuyer();
  const { detail } = await test.step('a product of the demo catalogue', () => findBagProduct(request));
  const sku = startSkuOf(detail)!;
  const desk = await operatorDesk(request);
  const rule = await desk.freightOf(detail.shop.id);

  // The demo's rules for Brazil: no de minimis, 20 % import tax on goods + freight (CIF), then 17 % ICMS on it all.
  const freight = rule.free_over_cents !== null && sku.price_cents >= rule.free_over_cents ? 0 : rule.base_cents;
  const duty = shareOf(sku.price_cents + freight, 2_000);
  const tax = shareOf(sku.price_cents + freight + duty, 1_700);
  const total = sku.price_cents + freight + duty + tax;

  await test.step('registers, sets a payment code, is credited $500 and saves an address in Brazil', async () => {
    await register(page, buyer);
    await setPayCode(page);
    const token = await buyerToken(page);
    const me = await api<{ id: number }>(request, 'get', '/api/user/getUserInfo', { token });
    await desk.credit(me.id, '500', 'E2E: landed cost journey');
    await api(request, 'post', '/api/user/address_add', {
      token,
      body: {
        addressee: `${buyer.givenName} ${buyer.familyName}`,
        mobile: '+55 11 91234 5678',
        area: 'São Paulo, SP',
        detailed_address: 'Avenida Paulista 1578',
        postal_code: '01310-200',
        tag: 'Home',
        country: 'BR',
        // Brazil's customs release a parcel only with the recipient's CPF (decision 041): a made-up one that adds up.
        customs_id: '123.456.789-09',
        is_default: true,
      },
    });
  });

  await test.step(`the product page says what the duties to Brazil come to: ${money(duty + tax)}`, async () => {
    await page.goto(`/detail/${detail.id}`);
    await expect(page.getByTestId('ships-to')).toHaveText(`Ships to Brazil · duties included (${money(duty + tax)})`);
  });

  const shop = page.getByRole('region', { name: detail.shop.name });
  const summary = page.getByRole('region', { name: 'Order summary' });
  await test.step(`checkout shows the import duty ${money(duty)} and VAT ${money(tax)} in a ${money(total)} total`, async () => {
    await page.goto(`/checkout?sku_id=${sku.id}&quantity=1`);
    await expect(shop.getByText('Import duty').locator('xpath=following-sibling::dd')).toHaveText(money(duty));
    await expect(shop.getByText('Import VAT').locator('xpath=following-sibling::dd')).toHaveText(money(tax));
    await expect(summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      money(total),
    );
    await expect(summary).toContainText('Duties and taxes included: nothing to pay on delivery');
    await settled();
    expect(await axeViolations(page, 'checkout with duties')).toEqual([]);
  });

  await test.step('places the order and pays the total, duties included, from the balance', async () => {
    await page.getByRole('button', { name: 'Place order' }).click();
    const sheet = page.getByRole('dialog', { name: 'Pay' });
    await expect(sheet).toContainText(`Amount to pay${money(total)}`);
    await sheet.getByLabel('Payment code').fill(payCode);
    await sheet.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/myPurchases\/1$/);
    const bill = await api<{ list: { type: string; amount_cents: number }[] }>(request, 'get', '/api/user/bill', {
      token: await buyerToken(page),
    });
    expect(bill.list[0]).toMatchObject({ type: 'payment', amount_cents: -total });
  });

  await test.step('the order shows the duties it paid, and that nothing is due at the door', async () => {
    await page
      .getByRole('list', { name: 'Orders' })
      .getByRole('article')
      .first()
      .getByRole('link', { name: 'Details' })
      .click();
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Import duty').locator('xpath=following-sibling::dd')).toHaveText(money(duty));
    await expect(payment.getByText('Import VAT').locator('xpath=following-sibling::dd')).toHaveText(money(tax));
    await expect(payment).toContainText('Duties and taxes paid: nothing to pay on delivery');
    await settled();
    expect(await axeViolations(page, 'order with duties')).toEqual([]);
  });
  console.expectClean();
});
