import { devices, type APIRequestContext, type Browser } from '@playwright/test';
import { buyerWithWork } from './admin-support';
import { api } from './api';
import { payCode } from './order-support';

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
  const withdrawal = await api<{ id: number }>(request, 'post', '/api/user/extract', {
    token,
    body: {
      type: 'bank',
      amount: '20.00',
      pay_password: payCode,
      bank_name: 'Harbour Bank',
      card_number: '4000 1234 5678 1234',
      holder: `${work.buyer.givenName} ${work.buyer.familyName}`,
    },
  });
  return { ...work, buyerId, withdrawal };
}

export type ConsoleWork = Awaited<ReturnType<typeof consoleWork>>;
