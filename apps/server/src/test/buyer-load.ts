import { PAY_CODE } from './wallet.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Any = any;
export interface Answer {
  /** 0 when no process answered at all. */
  status: number;
  body: Any;
}

const ATTEMPTS = 10;
/** No process answered (the connection broke), the load balancer found none (502, 504), or one was full (503). */
const unanswered = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

/**
 * JSON calls to one address, as the app makes them: a call that got no answer is sent again, with the same
 * Idempotency-Key, a few times (a write may have run: the key makes the copy replay its answer).
 */
export function shopAt(base: string) {
  const once = async (method: string, url: string, headers: Record<string, string>, body?: string) => {
    try {
      const res = await fetch(`${base}${url}`, { method, headers, body });
      const text = await res.text();
      return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
    } catch {
      return { status: 0, body: undefined };
    }
  };
  /** Calls sent more than once because a copy got no answer. */
  const counts = { sentAgain: 0 };
  const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.token = token;
    if (key) headers['idempotency-key'] = key;
    let answer: Answer = { status: 0, body: undefined };
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      answer = await once(method, url, headers, body === undefined ? undefined : JSON.stringify(body));
      if (!unanswered(answer.status)) return answer;
      if (attempt === 0) counts.sentAgain += 1;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
    return answer;
  };
  return Object.assign(call, { counts });
}
export type Shop = ReturnType<typeof shopAt>;

/**
 * Buyers going round a visit until stopped: browse the best sellers, open a product, add one of `skus` to the bag,
 * check the bag out, pay. Records every write acknowledged with a 2xx: the orders made, the orders paid.
 */
export function startBuyerLoad(shop: Shop, buyers: { token: string }[], skus: { productId: number; skuId: number }[]) {
  const acknowledged = { orders: new Set<number>(), paid: new Set<number>() };
  /** Writes that never got a definite answer: they may or may not have happened. */
  let unknown = 0;
  let stopping = false;
  const visit = async (token: string, n: number) => {
    const { productId, skuId } = skus[n % skus.length]!;
    await shop('GET', '/api/goods/list?sort=sales&limit=20', token);
    await shop('GET', `/api/goods/detail?id=${productId}`, token);
    const added = await shop('POST', '/api/cart/add', token, { sku_id: skuId, quantity: 1 });
    if (added.status !== 200) return void (unknown += 1);
    const made = await shop('POST', '/api/order/create', token, {}, `visit-${n}-checkout`);
    if (made.status !== 200) return void (unknown += 1);
    const ids = (made.body.data.orders as { id: number }[]).map((order) => order.id);
    for (const id of ids) acknowledged.orders.add(id);
    const paid = await shop(
      'POST',
      '/api/order/pay',
      token,
      { order_ids: ids, pay_password: PAY_CODE },
      `visit-${n}-pay`,
    );
    if (paid.status !== 200) return void (unknown += 1);
    for (const id of ids) acknowledged.paid.add(id);
  };
  const loops = buyers.map(async ({ token }, i) => {
    for (let n = i; !stopping; n += buyers.length) await visit(token, n);
  });
  return {
    acknowledged,
    unknown: () => unknown,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/** A buyer ready to pay: registered, a payment code, a default address, and a balance given by the operator. */
export async function readyBuyer(shop: Shop, operator: string, account: string) {
  const registered = await shop('POST', '/api/user/register', undefined, {
    account,
    password: 'buyer-pass-1',
    email: `${account}@example.com`,
    mobile: '+33612345678',
    familyName: 'Load',
    givenName: 'Buyer',
  });
  const { token, id } = registered.body.data.userinfo as { token: string; id: number };
  const pay = { old_pay_password: '', pay_password: PAY_CODE, re_pay_password: PAY_CODE };
  const address = {
    addressee: 'Load Buyer',
    mobile: '+33612345678',
    area: 'Paris',
    detailed_address: '1 rue de la Paix',
    tag: 'Home',
  };
  const balance = { user_id: id, amount: '100000', reason: 'load test' };
  for (const [url, who, body] of [
    ['/api/user/resetPay', token, pay],
    ['/api/user/address_add', token, address],
    ['/api/admin/balance_adjust', operator, balance],
  ] as const) {
    const res = await shop('POST', url, who, body);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { token, id };
}
