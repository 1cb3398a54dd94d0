import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api, operatorToken, type Card, type Detail, type Paged } from './api';

export type OrderSummary = { id: number; sn: string; status: number; total_cents: number };
export type FreightRule = { shop_id: number; base_cents: number; free_over_cents: number | null };

/** A text as a part of a regular expression. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The buyer's session, as the app keeps it: the token in the `Admin-Token` cookie. */
export async function buyerToken(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  expect(cookie, 'the Admin-Token cookie of the logged-in buyer').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/** The operator's desk, driven through the real API with the operator's token (as the admin screens would). */
export async function operatorDesk(request: APIRequestContext) {
  const token = await operatorToken(request);
  return {
    credit: (userId: number, amount: string, reason: string) =>
      api<{ balance_cents: number }>(request, 'post', '/api/admin/balance_adjust', {
        token,
        body: { user_id: userId, amount, reason },
      }),
    orderBySn: async (sn: string) => {
      const { list } = await api<Paged<OrderSummary>>(
        request,
        'get',
        `/api/admin/orders?sn=${encodeURIComponent(sn)}`,
        { token },
      );
      const found = list.filter((order) => order.sn === sn);
      expect(found, `the order ${sn} on the operator's desk`).toHaveLength(1);
      return found[0]!;
    },
    ship: (id: number, carrier: string, trackingNo: string) =>
      api<{ status: number }>(request, 'post', '/api/admin/order_ship', {
        token,
        body: { id, carrier, tracking_no: trackingNo },
      }),
    addLogistics: (id: number, text: string, location: string) =>
      api<{ logistics: { text: string }[] }>(request, 'post', '/api/admin/order_logistics', {
        token,
        body: { id, text, location },
      }),
    addEvent: (id: number, event: { stage: string; text: string; location: string; at: string }) =>
      api<{ stage: string | null }>(request, 'post', '/api/admin/order_logistics', { token, body: { id, ...event } }),
    freightOf: async (shopId: number) => {
      // The freight desk pages by shop: read pages until the shop's row.
      for (let page = 1; ; page += 1) {
        const { list, total } = await api<Paged<FreightRule>>(
          request,
          'get',
          `/api/admin/freight?limit=50&page=${page}`,
          { token },
        );
        const rule = list.find((r) => r.shop_id === shopId);
        if (rule) return rule;
        expect(page * 50, `the freight rule of shop ${shopId}`).toBeLessThan(total);
      }
    },
  };
}

/** The SKU the product page starts on: the first in stock with a value for every spec. */
export const startSkuOf = (detail: Detail) =>
  detail.skus.find((sku) => sku.stock > 0 && sku.specs.length === detail.specs.length);

/**
 * A product of $20–$100 with specs, whose page starts on one SKU and has a neighbour one spec apart, priced
 * $20–$100 with at least 2 in stock: choosing that neighbour is the SKU choice the journey makes. With `lang`, its
 * spec names and values as a reader of that language sees them.
 */
export async function findBagProduct(request: APIRequestContext, lang?: string) {
  const limit = 20;
  for (let page = 1; ; page += 1) {
    const cards = await api<Paged<Card>>(
      request,
      'get',
      `/api/goods/list?min_price_cents=2000&max_price_cents=10000&in_stock=1&limit=${limit}&page=${page}`,
    );
    for (const card of cards.list) {
      const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`, { lang });
      const start = startSkuOf(detail);
      if (!start || detail.specs.length === 0) continue;
      const target = detail.skus.find(
        (sku) =>
          sku.stock >= 2 &&
          sku.price_cents >= 2000 &&
          sku.price_cents <= 10000 &&
          sku.specs.length === detail.specs.length &&
          sku.specs.filter((value, index) => value !== start.specs[index]).length === 1,
      );
      if (!target) continue;
      const changed = target.specs.findIndex((value, index) => value !== start.specs[index]);
      return { detail, target, spec: { name: detail.specs[changed]!.name, value: target.specs[changed]! } };
    }
    if (page * limit >= cards.total) throw new Error('No product of the demo catalogue fits the bag journey');
  }
}

export const payCode = '135790';

/** Sets the journeys' payment code on /changePayPwd, as a buyer does the first time. */
export async function setPayCode(page: Page) {
  await page.goto('/changePayPwd');
  await page.getByLabel('New payment code').fill(payCode);
  await page.getByLabel('Confirm payment code').fill(payCode);
  await page.getByRole('button', { name: 'Set payment code' }).click();
  await expect(page.getByText('Payment code set')).toBeVisible();
}
