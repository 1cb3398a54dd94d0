import { BENCH_OPERATOR_PASSWORD } from './server-process.js';

/**
 * Checkout and pay throughput: `buyers` buyers in parallel, each placing a one-item order and paying it, for
 * `seconds`. Answers paid orders per second and the ledger check after the run.
 */
export async function benchCheckout(base: string, seconds: number, buyers = 20) {
  const call = async (method: string, url: string, token?: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.token = token;
    if (key) headers['idempotency-key'] = key;
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };
  const login = async (account: string, password: string) =>
    ((await call('POST', '/api/user/login', undefined, { account, password })).body.data.userinfo as { token: string })
      .token;
  const operator = await login('operator', BENCH_OPERATOR_PASSWORD);
  const list = (await call('GET', '/api/goods/list?sort=sales&in_stock=1&limit=50')).body.data.list as { id: number }[];
  const skus: number[] = [];
  for (const product of list) {
    const detail = (await call('GET', `/api/goods/detail?id=${product.id}`)).body.data as {
      skus: { id: number; stock: number }[];
    };
    skus.push(...detail.skus.filter((s) => s.stock > 0).map((s) => s.id));
  }
  const tokens = await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      const account = `benchbuyer${i}`;
      const reg = await call('POST', '/api/user/register', undefined, {
        account,
        password: 'bench-pass-1',
        email: `${account}@example.com`,
        mobile: '+33612345678',
        familyName: 'Bench',
        givenName: 'Buyer',
      });
      const info = reg.body.data.userinfo as { token: string; id: number };
      await call('POST', '/api/user/resetPay', info.token, {
        old_pay_password: '',
        pay_password: '246810',
        re_pay_password: '246810',
      });
      await call('POST', '/api/user/address_add', info.token, {
        addressee: 'Bench Buyer',
        mobile: '+33612345678',
        area: 'Paris',
        detailed_address: '1 rue de la Paix',
        tag: 'Home',
      });
      await call('POST', '/api/admin/balance_adjust', operator, {
        user_id: info.id,
        amount: '1000000',
        reason: 'bench',
      });
      return info.token;
    }),
  );
  let paid = 0;
  let refused = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token, b) => {
      for (let i = 0; Date.now() < deadline; i += 1) {
        const sku = skus[(b * 7 + i) % skus.length]!;
        const made = await call(
          'POST',
          '/api/order/create',
          token,
          { items: [{ sku_id: sku, quantity: 1 }] },
          `c${b}-${i}`,
        );
        if (made.status !== 200) {
          refused += 1;
          continue;
        }
        const id = (made.body.data.orders as { id: number }[])[0]!.id;
        const pay = await call(
          'POST',
          '/api/order/pay',
          token,
          { order_ids: [id], pay_password: '246810' },
          `p${b}-${i}`,
        );
        if (pay.status === 200) paid += 1;
        else refused += 1;
      }
    }),
  );
  const check = (await call('GET', '/api/admin/ledger_check', operator)).body.data as { ok: boolean };
  return { paidPerSecond: Math.round((paid / seconds) * 10) / 10, paid, refused, ledgerOk: check.ok };
}
