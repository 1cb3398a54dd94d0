import { expect, type APIRequestContext } from '@playwright/test';
import { api, operatorToken, type Card, type Detail, type Paged } from './api';
import { payCode, startSkuOf, type OrderSummary } from './order-support';
import { uniqueBuyer } from './support';

/** One in-stock SKU of each of two shops of the demo catalogue, under $100. */
async function skusOfTwoShops(request: APIRequestContext) {
  const cards = await api<Paged<Card>>(request, 'get', '/api/goods/list?in_stock=1&max_price_cents=10000&limit=50');
  const found: { shop: { id: number; name: string }; skuId: number }[] = [];
  for (const card of cards.list) {
    if (found.some((one) => one.shop.id === card.shop_id)) continue;
    const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`);
    const sku = startSkuOf(detail);
    if (sku) found.push({ shop: detail.shop, skuId: sku.id });
    if (found.length === 2) return found as [(typeof found)[0], (typeof found)[0]];
  }
  throw new Error('The demo catalogue has no two shops with a product in stock under $100');
}

/**
 * A new buyer (through the real API) with a paid order in each of two shops: what a shop's staff should and should
 * not see on the console.
 */
export async function paidOrdersInTwoShops(request: APIRequestContext) {
  const buyer = uniqueBuyer();
  const { userinfo } = await api<{ userinfo: { id: number; token: string } }>(request, 'post', '/api/user/register', {
    body: buyer,
  });
  const token = userinfo.token;
  const call = <T>(url: string, body: object) => api<T>(request, 'post', url, { token, body });
  await call('/api/user/resetPay', { pay_password: payCode, re_pay_password: payCode });
  const operator = await operatorToken(request);
  await api(request, 'post', '/api/admin/balance_adjust', {
    token: operator,
    body: { user_id: userinfo.id, amount: '500', reason: 'E2E: credit for the staff journey' },
  });
  const address = await call<{ id: number }>('/api/user/address_add', {
    addressee: `${buyer.givenName} ${buyer.familyName}`,
    mobile: buyer.mobile,
    area: 'France, Occitanie, Toulouse',
    detailed_address: '7 allée Jean Jaurès',
    tag: 'Home',
    is_default: true,
  });
  const [a, b] = await skusOfTwoShops(request);
  const orderOf = async (skuId: number) => {
    const { orders } = await call<{ orders: OrderSummary[] }>('/api/order/create', {
      items: [{ sku_id: skuId, quantity: 1 }],
      address_id: address.id,
    });
    expect(orders).toHaveLength(1);
    await call('/api/order/pay', { order_ids: [orders[0]!.id], pay_password: payCode });
    return orders[0]!;
  };
  return {
    buyer,
    operator,
    a: { shop: a.shop, order: await orderOf(a.skuId) },
    b: { shop: b.shop, order: await orderOf(b.skuId) },
  };
}

let counter = 0;
/** A person to invite: an address and the account name they will choose. */
export function newPerson() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `staff_${id}@example.com`, account: `staff_${id}`, password: 'staff-pass-1' };
}

/** An invitation made through the real API: its one-time link. */
export async function inviteByApi(request: APIRequestContext, operator: string, email: string, shopIds: number[]) {
  const { link } = await api<{ link: string }>(request, 'post', '/api/admin/staff_invite', {
    token: operator,
    body: { email, shop_ids: shopIds },
  });
  return link;
}
