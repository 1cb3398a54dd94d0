import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPERATOR } from '../playwright.config';
import { api, type Paged } from './api';
import { buyerWithPaidOrder, pngFile, SCRIPT_PAYLOAD } from './aftersale-support';
import { payCode, type OrderSummary } from './order-support';

type Created = { orders: OrderSummary[] };
type Named = { id: number; name: string };

/** A picture the buyer's phone sends to the real upload API; its stored address comes back. */
async function uploadPng(request: APIRequestContext, token: string, name: string, background: string) {
  const { buffer } = await pngFile(name, background);
  const response = await request.post('/api/common/upload', {
    headers: { token, 'content-type': 'image/png' },
    data: buffer,
  });
  expect(response.ok(), `upload: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/**
 * What is waiting on the operator's desk from one new buyer (who uses the phone app in `phone`): a manual
 * recharge of $120.00 with a picture as evidence, an order to ship, and a paid order the buyer wants refunded in
 * full (the explanation holds a script payload, which the console must show as text).
 */
export async function buyerWithWork(phone: Page, request: APIRequestContext) {
  const first = await buyerWithPaidOrder(phone, request);
  const { token, sku, address } = first;
  const call = <T>(url: string, body: object) => api<T>(request, 'post', url, { token, body });

  const created = await call<Created>('/api/order/create', {
    items: [{ sku_id: sku.id, quantity: 1 }],
    address_id: address.id,
  });
  const toShip = created.orders[0]!;
  await call('/api/order/pay', { order_ids: [toShip.id], pay_password: payCode });

  const refundExplanation = `The parcel never left the warehouse. ${SCRIPT_PAYLOAD}`;
  const rechargeNote = 'Sent from my company account, Harbour Trading';
  await call('/api/refund/apply', {
    order_id: first.order.id,
    type: 'refund_only',
    goods_status: 'not_received',
    amount: (first.order.total_cents / 100).toFixed(2),
    reason: 'not_received',
    explanation: refundExplanation,
    proofs: [await uploadPng(request, token, 'proof.png', '#c0392b')],
  });

  // The reference the buyer was given to quote on the transfer, and a note for the operator.
  const { reference } = await call<{ reference: string }>('/api/user/recharge_reference', {});
  const recharge = await call<{ id: number; reference: string }>('/api/user/recharge', {
    method: 'manual',
    amount: '120.00',
    evidence: await uploadPng(request, token, 'transfer.png', '#2e86c1'),
    remark: rechargeNote,
    currency: 'EUR',
    reference,
  });
  return { ...first, toShip, toRefund: first.order, refundExplanation, recharge: { ...recharge, note: rechargeNote } };
}

/** The buyer's balance, as the API tells the buyer. */
export const balanceOf = async (request: APIRequestContext, token: string) =>
  (await api<{ balance_cents: number }>(request, 'get', '/api/user/getUserInfo', { token })).balance_cents;

/** A shop and a category of the demo catalogue, by their English names, for the new product. */
export async function shopAndCategory(request: APIRequestContext, token: string) {
  const shops = await api<Paged<Named>>(request, 'get', '/api/admin/shops?limit=1', { token });
  const categories = await api<{ list: Named[] }>(request, 'get', '/api/goods/categories');
  return { shop: shops.list[0]!, category: categories.list[0]! };
}

/** Signs in at /admin/login with the operator's account and lands on the dashboard. */
export async function signInAsOperator(page: Page) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await page.getByLabel('Account').fill(E2E_OPERATOR.account);
  await page.getByLabel('Password').fill(E2E_OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
