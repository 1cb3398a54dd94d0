import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, type Card, type Detail, type Paged } from './api';
import { buyerToken, operatorDesk, payCode, startSkuOf, type OrderSummary } from './order-support';
import { register, uniqueBuyer } from './support';

/** Markup a buyer might type: shown as text it is harmless; run as markup it would open alert dialogs. */
export const SCRIPT_PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>';

/** What the operator credits the new buyer before the purchase. */
export const CREDIT_CENTS = 50_000;

/** A real picture, as a phone would send it: a small PNG of one colour. */
export const pngFile = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 48, height: 36, channels: 3, background } })
    .png()
    .toBuffer(),
});

/**
 * Fails the test if the page ever opens an alert, confirm or prompt (an injected script would): each one is
 * dismissed and kept, and `expectNone` says which ones opened.
 */
export function forbidDialogs(page: Page) {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { expectNone: () => expect(opened, 'dialogs the page opened').toEqual([]) };
}

type Me = { id: number; account: string; balance_cents: number };
type Created = { orders: { id: number; sn: string; total_cents: number }[]; total_cents: number };

/** A product in stock for at most $200 (freight aside) that no buyer has reviewed yet. */
async function findUnreviewedProduct(request: APIRequestContext, token: string) {
  const limit = 20;
  for (let page = 1; ; page += 1) {
    const cards = await api<Paged<Card>>(
      request,
      'get',
      `/api/goods/list?in_stock=1&max_price_cents=20000&sort=newest&limit=${limit}&page=${page}`,
      { token },
    );
    for (const card of cards.list) {
      const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`, { token });
      const sku = startSkuOf(detail);
      if (!sku || sku.price_cents > 20_000) continue;
      const reviews = await api<Paged<unknown>>(request, 'get', `/api/goods/reviews?id=${detail.id}`, { token });
      if (reviews.total === 0) return { detail, sku };
    }
    if (page * limit >= cards.total) throw new Error('No unreviewed product in stock of the demo catalogue');
  }
}

/**
 * A new buyer, logged in in `page`, with a paid order waiting for delivery: registered in the app; the payment
 * code, a shipping address, the operator's $500 credit, the order and its payment made through the real API.
 */
export async function buyerWithPaidOrder(page: Page, request: APIRequestContext) {
  const buyer = uniqueBuyer();
  await register(page, buyer);
  const token = await buyerToken(page);
  const call = <T>(method: 'get' | 'post', url: string, body?: object) => api<T>(request, method, url, { token, body });

  await call('post', '/api/user/resetPay', { pay_password: payCode, re_pay_password: payCode });
  const me = await call<Me>('get', '/api/user/getUserInfo');
  expect(me.account).toBe(buyer.account);
  const desk = await operatorDesk(request);
  expect((await desk.credit(me.id, '500', 'E2E: credit for the after-sale journeys')).balance_cents).toBe(CREDIT_CENTS);
  const address = await call<{ id: number }>('post', '/api/user/address_add', {
    addressee: `${buyer.givenName} ${buyer.familyName}`,
    mobile: buyer.mobile,
    area: 'France, Occitanie, Toulouse',
    detailed_address: '7 allée Jean Jaurès',
    tag: 'Home',
    is_default: true,
  });

  const { detail, sku } = await findUnreviewedProduct(request, token);
  const created = await call<Created>('post', '/api/order/create', {
    items: [{ sku_id: sku.id, quantity: 1 }],
    address_id: address.id,
  });
  expect(created.orders).toHaveLength(1);
  const order = created.orders[0]!;
  const paid = await call<{ paid: number[]; balance_cents: number }>('post', '/api/order/pay', {
    order_ids: [order.id],
    pay_password: payCode,
  });
  expect(paid).toEqual({ paid: [order.id], balance_cents: CREDIT_CENTS - order.total_cents });
  const summary: OrderSummary = { ...order, status: 1 };
  return { buyer, token, desk, detail, sku, address, order: summary };
}
