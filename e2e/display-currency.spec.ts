import { expect, test, type Page } from '@playwright/test';
import { convertCents } from '@tradewind/contract';
import { api, type Paged } from './api';
import { axeViolations, screenWatch } from './axe-support';
import { buyerText } from './buyer-texts';
import { buyerToken, findBagProduct, operatorDesk, payCode, type OrderSummary } from './order-support';
import { register, uniqueBuyer, watchConsole } from './support';

type Rate = { currency: string; rate: string; set_at: string; source: string };
type OrderFx = { currency: string; rate: string; set_at: string } | null;

/** What the check reads of the page, typed here: the e2e project has no DOM types. */
type PageElement = {
  textContent: string | null;
  parentElement: PageElement | null;
  nextElementSibling: PageElement | null;
  closest(selector: string): PageElement | null;
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
};
type PageText = { textContent: string | null; parentElement: PageElement | null };
type PageDocument = { body: unknown; createTreeWalker(root: unknown, show: number): { nextNode(): PageText | null } };
/** NodeFilter.SHOW_TEXT. */
const SHOW_TEXT = 4;

/**
 * Every dollar amount shown on the page that has no estimate in `sign` beside it (in its own element, its parent,
 * or the line right under it), as the text around it: what a buyer reading another currency would miss.
 */
function dollarsWithoutEstimate(page: Page, sign: string) {
  return page.evaluate(
    ([sign, show]) => {
      // "US$51.99" and "$51.99", or "51,99 $US": a dollar sign against a figure, not the "$" before an input.
      const amount = /\$\s?\d|\d\s?\$/;
      const alone: string[] = [];
      const { document } = globalThis as unknown as { document: PageDocument };
      const walker = document.createTreeWalker(document.body, show);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || !amount.test(node.textContent ?? '')) continue;
        if (owner.closest('.visually-hidden, [aria-hidden="true"], script, style, input, textarea')) continue;
        if (!owner.checkVisibility({ visibilityProperty: true })) continue;
        const beside = [owner, owner.parentElement].some(
          (element) =>
            element && (element.textContent!.includes(sign) || element.nextElementSibling?.textContent?.includes(sign)),
        );
        if (!beside)
          alone.push(owner.closest('p, dd, li, h2, h3, button, div')?.textContent?.trim() ?? node.textContent!);
      }
      return alone;
    },
    [sign, SHOW_TEXT] as const,
  );
}

/** Dollars in won as a Korean reader sees the estimate: "₩72,241", by the one converter of the product. */
const inWon = (cents: number, rate: string) =>
  new Intl.NumberFormat('ko', { style: 'currency', currency: 'KRW' }).format(convertCents(cents, rate, 'KRW'));

/** The screen, once drawn, shows `sign` beside every dollar amount and axe finds nothing on it. */
async function expectEstimatedEverywhere(page: Page, settled: () => Promise<void>, sign: string, where: string) {
  await settled();
  await expect(page.locator('.money-estimate').filter({ visible: true }).first()).toContainText(sign);
  expect(await dollarsWithoutEstimate(page, sign), `${where}: dollars without ${sign}`).toEqual([]);
  expect(await axeViolations(page, where)).toEqual([]);
}

test('a buyer reading Korean sees won beside every dollar from the home to the paid order, then chooses euros', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  const settled = screenWatch(page);
  const ko = (key: string, values?: Record<string, string | number>) => buyerText('ko', key, values);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/fx/rates') asked.push(page.url());
  });

  const rates = await test.step("the operator's rates are public, with the time each was set", async () => {
    const { list } = await api<{ list: Rate[] }>(request, 'get', '/api/fx/rates');
    const krw = list.find((rate) => rate.currency === 'KRW');
    const eur = list.find((rate) => rate.currency === 'EUR');
    expect(krw, 'a won rate').toBeTruthy();
    expect(eur, 'a euro rate').toBeTruthy();
    expect(
      list.find((rate) => rate.currency === 'USD'),
      'no rate for dollars themselves',
    ).toBeUndefined();
    return { krw: krw!, eur: eur! };
  });

  // Its spec names and values as a Korean reader sees them (the demo's specs are translated).
  const { detail, target, spec } = await findBagProduct(request, 'ko');
  const buyer = uniqueBuyer();
  const token = await test.step('a new buyer with a payment code, a balance and an address', async () => {
    await register(page, buyer);
    const token = await buyerToken(page);
    const call = <T>(method: 'get' | 'post', url: string, body?: object) =>
      api<T>(request, method, url, { token, body });
    await call('post', '/api/user/resetPay', { pay_password: payCode, re_pay_password: payCode });
    const me = await call<{ id: number }>('get', '/api/user/getUserInfo');
    await (await operatorDesk(request)).credit(me.id, '500', 'E2E: credit for the display currency journey');
    await call('post', '/api/user/address_add', {
      addressee: `${buyer.givenName} ${buyer.familyName}`,
      mobile: buyer.mobile,
      area: 'France, Île-de-France, Paris',
      detailed_address: '12 rue de Rivoli',
      tag: 'Home',
      is_default: true,
    });
    return token;
  });

  await test.step('reading Korean, the home shows won beside each price, with no request for the rates', async () => {
    await page.context().addCookies([{ name: 'lang', value: 'ko', url: baseURL! }]);
    await page.goto('/home');
    await expectEstimatedEverywhere(page, settled, '₩', '/home (ko)');
    // The first screen found today's rates in its HTML.
    expect(asked).toEqual([]);
  });

  await test.step(`the product page, for the SKU chosen (${spec.name} ${spec.value}) too`, async () => {
    await page.goto(`/detail/${detail.id}`);
    await page.getByRole('group', { name: spec.name }).getByRole('button', { name: spec.value, exact: true }).click();
    const won = inWon(target.price_cents, rates.krw.rate);
    await expect(page.getByTestId('product-price')).toContainText(`≈\u00a0${won}`);
    await expectEstimatedEverywhere(page, settled, '₩', `/detail/${detail.id} (ko)`);
    await page.getByRole('button', { name: ko('product.buy.addToBag') }).click();
    await expect(page.getByText(ko('product.buy.added'))).toBeVisible();
  });

  await test.step('the bag: its line, the shop subtotal and the total', async () => {
    await page.goto('/bag');
    await expectEstimatedEverywhere(page, settled, '₩', '/bag (ko)');
    await page.getByRole('button', { name: ko('bag.checkout', { count: 1 }) }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  const sheet = page.getByRole('dialog', { name: ko('paysheet.title') });
  await test.step('checkout and the payment sheet, then paying', async () => {
    await expectEstimatedEverywhere(page, settled, '₩', '/checkout (ko)');
    await page.getByRole('button', { name: ko('checkout.place') }).click();
    await expect(sheet).toBeVisible();
    await expectEstimatedEverywhere(page, settled, '₩', 'the payment sheet (ko)');
    await sheet.getByLabel(ko('paysheet.payCode')).fill(payCode);
    await sheet.getByRole('button', { name: ko('paysheet.submit') }).click();
    await expect(page.getByText(ko('checkout.paid'))).toBeVisible();
    await expect(page).toHaveURL(/\/myPurchases\/1$/);
    await expectEstimatedEverywhere(page, settled, '₩', '/myPurchases/1 (ko)');
  });

  const order =
    await test.step('the paid order keeps the won rate of its moment, and says which day it was', async () => {
      const { list } = await api<Paged<OrderSummary & { fx: OrderFx }>>(
        request,
        'get',
        '/api/user/order_list?status=all',
        { token },
      );
      const placed = list[0]!;
      // The rate of the moment it was placed: today's won rate, as a number and a time (however they are written).
      expect(placed.fx?.currency).toBe('KRW');
      expect(Number(placed.fx!.rate)).toBe(Number(rates.krw.rate));
      expect(Date.parse(placed.fx!.set_at)).toBe(Date.parse(rates.krw.set_at));
      await page.goto(`/orderInfo/${placed.id}`);
      const day = new Intl.DateTimeFormat('ko', { month: 'short', day: 'numeric' }).format(new Date(rates.krw.set_at));
      const won = inWon(placed.total_cents, placed.fx!.rate);
      await expect(page.getByText(ko('common.money.atRate', { amount: `≈\u00a0${won}`, date: day }))).toBeVisible();
      await expectEstimatedEverywhere(page, settled, '₩', `/orderInfo/${placed.id} (ko)`);
      return placed;
    });

  await test.step('in settings, the buyer chooses euros: kept on the account and in the cookie', async () => {
    await page.goto('/setting');
    await page.getByRole('button', { name: ko('settings.links.currency') }).click();
    const chooser = page.getByRole('dialog', { name: ko('settings.currency.title') });
    await expect(chooser.getByRole('radio', { checked: true })).toHaveAccessibleName(
      new Intl.DisplayNames('ko', { type: 'currency' }).of('KRW')!,
    );
    expect(await axeViolations(page, 'the currency sheet (ko)')).toEqual([]);
    const kept = page.waitForResponse((r) => r.url().includes('/api/user/set_currency?currency=EUR') && r.ok());
    await chooser.getByRole('radio', { name: new Intl.DisplayNames('ko', { type: 'currency' }).of('EUR') }).click();
    await kept;
    await expect(page.getByText(ko('settings.currency.changed'))).toBeVisible();
    const row = page.locator('.adm-list-item', {
      has: page.getByRole('button', { name: ko('settings.links.currency') }),
    });
    await expect(row).toContainText('EUR');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'currency')?.value).toBe('EUR');
  });

  await test.step('every estimate is in euros now; the order stays at the won rate it was placed at', async () => {
    await page.goto('/home');
    await expectEstimatedEverywhere(page, settled, '€', '/home (ko, EUR)');
    await page.goto(`/detail/${detail.id}`);
    await expectEstimatedEverywhere(page, settled, '€', `/detail/${detail.id} (ko, EUR)`);
    await page.goto(`/orderInfo/${order.id}`);
    await expectEstimatedEverywhere(page, settled, '₩', `/orderInfo/${order.id} (ko, EUR)`);
  });

  console.expectClean();
});
