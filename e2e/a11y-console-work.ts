import { devices, type APIRequestContext, type Browser } from '@playwright/test';
import { buyerWithWork } from './admin-support';
import { api } from './api';
import { caseToDecide } from './dispute-support';
import { payCode } from './order-support';
import { readyDestination } from './payouts-support';

/** `buyerWithWork` from a buyer on a phone of their own, closed once the records are made. */
export async function deskWork(browser: Browser, request: APIRequestContext, baseURL: string) {
  const phoneContext = await browser.newContext({ ...devices['iPhone 13'], baseURL });
  const work = await buyerWithWork(await phoneContext.newPage(), request);
  await phoneContext.close();
  return work;
}

/**
 * The operator's desk with real records of one new buyer: a manual recharge, an order to ship and a refund
 * waiting (`buyerWithWork`), plus a withdrawal to a bank card.
 */
export async function consoleWork(browser: Browser, request: APIRequestContext, baseURL: string) {
  const work = await deskWork(browser, request, baseURL);
  const { token } = work;
  const { id: buyerId } = await api<{ id: number }>(request, 'get', '/api/user/getUserInfo', { token });
  const card = {
    type: 'bank' as const,
    bank_name: 'Harbour Bank',
    card_number: '4000 1234 5678 1234',
    holder: `${work.buyer.givenName} ${work.buyer.familyName}`,
  };
  await readyDestination(request, token, card);
  const withdrawal = await api<{ id: number }>(request, 'post', '/api/user/extract', {
    token,
    body: { ...card, amount: '20.00', pay_password: payCode },
  });
  // A case waiting for the platform's decision, on an order of its own (paid with a credit of its own).
  await work.desk.credit(buyerId, '250', 'E2E: credit for the arbitration case');
  const created = await api<{ orders: { id: number; total_cents: number }[] }>(request, 'post', '/api/order/create', {
    token,
    body: { items: [{ sku_id: work.sku.id, quantity: 1 }], address_id: work.address.id },
  });
  const disputed = created.orders[0]!;
  await api(request, 'post', '/api/order/pay', { token, body: { order_ids: [disputed.id], pay_password: payCode } });
  const dispute = await caseToDecide(request, token, disputed);
  return { ...work, buyerId, withdrawal, dispute };
}

export type ConsoleWork = Awaited<ReturnType<typeof consoleWork>>;
