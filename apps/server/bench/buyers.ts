import http from 'node:http';
import { SHARED_ANSWER_MS } from '../src/plugins/http-cache.js';
import { BENCH_OPERATOR_PASSWORD } from './server-process.js';

const BUSY_RETRIES = 20;

/**
 * Keep-alive connections and node:http rather than `fetch`: the load generator shares the machine's two cores with
 * the server and PostgreSQL, and `fetch` cost it about 2 ms of CPU per paid order (decision 026).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function send(base: string, method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; retryAfter: number; json: string }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: Number(res.headers['retry-after'] ?? 1),
          json: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One JSON call to the bench server, as the app makes it. A 503 (load shedding) or a 429 is waited out as its
 * Retry-After says, so a check after a load run is not read as an empty answer.
 */
export function caller(base: string) {
  return async (method: string, url: string, token?: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.token = token;
    if (key) headers['idempotency-key'] = key;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    for (let attempt = 0; ; attempt += 1) {
      const res = await send(base, method, url, headers, payload);
      const json = JSON.parse(res.json) as { data: Record<string, unknown>; msg?: string };
      if ((res.status === 503 || res.status === 429) && attempt < BUSY_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, 1000 * res.retryAfter));
        continue;
      }
      return { status: res.status, body: json };
    }
  };
}

/** A call that must succeed (setup, checks after a run): anything but 200 stops the bench with what was said. */
export async function callOk(base: string, ...args: Parameters<ReturnType<typeof caller>>) {
  const res = await caller(base)(...args);
  if (res.status !== 200 || !res.body.data)
    throw new Error(`${args[0]} ${args[1]}: ${res.status} ${res.body.msg ?? JSON.stringify(res.body).slice(0, 200)}`);
  return res.body.data;
}

export const BENCH_PAY_CODE = '246810';

export async function loginOperator(base: string) {
  const res = await caller(base)('POST', '/api/user/login', undefined, {
    account: 'operator',
    password: BENCH_OPERATOR_PASSWORD,
  });
  return (res.body.data.userinfo as { token: string }).token;
}

/**
 * Buyers ready to pay: registered, a payment code, a default address (in Germany, so duties and import VAT are computed) and a large
 * balance from the operator.
 */
export async function readyBuyers(base: string, operator: string, prefix: string, count: number) {
  const call = caller(base);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const account = `${prefix}${i}`;
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
        pay_password: BENCH_PAY_CODE,
        re_pay_password: BENCH_PAY_CODE,
      });
      await call('POST', '/api/user/address_add', info.token, {
        addressee: 'Bench Buyer',
        mobile: '+49 30 901820',
        area: 'Berlin',
        detailed_address: 'Unter den Linden 1',
        postal_code: '10117',
        tag: 'Home',
        // Germany charges import VAT from the first cent (EU IOSS) and duty above €150, so every bench order has
        // its landed cost worked out (decision 040); every demo shop ships to Europe (decision 042), and German
        // customs ask for no ID (decision 041).
        country: 'DE',
      });
      await call('POST', '/api/admin/balance_adjust', operator, {
        user_id: info.id,
        amount: '1000000',
        reason: 'bench',
      });
      return info.token;
    }),
  );
}

export interface SkuStock {
  productId: number;
  stock: number;
}

const skusOf = async (base: string, token: string, productId: number) =>
  ((await callOk(base, 'GET', `/api/goods/detail?id=${productId}`, token)) as { skus: { id: number; stock: number }[] })
    .skus;

/**
 * SKUs with enough stock that the money loads never sell one out (a sold-out SKU is a right 409 'Add to bag', and
 * then an empty bag's 400 at checkout, which the loads would count as errors; at 130 paid orders a second the mixed
 * load took up to 40 units of one SKU), from the best sellers' pages, with their stock now (read as a buyer).
 */
export const BENCH_MIN_STOCK = 100;

/** SKUs in stock from the best sellers' pages, with their stock now (read as a buyer: no shared answer). */
export async function skusInStock(base: string, token: string, pages: number, minStock = 1) {
  const skus = new Map<number, SkuStock>();
  const products: number[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const list = (await callOk(base, 'GET', `/api/goods/list?sort=sales&in_stock=1&limit=50&page=${page}`)).list as {
      id: number;
    }[];
    products.push(...list.map((p) => p.id));
  }
  for (const productId of products) {
    for (const sku of await skusOf(base, token, productId)) {
      if (sku.stock >= minStock) skus.set(sku.id, { productId, stock: sku.stock });
    }
  }
  return { skus: [...skus.keys()], before: skus, products };
}

/**
 * Stock never oversold: every SKU has what it had minus what the acknowledged orders took, and never less than 0.
 * A checkout that got no answer (a client timeout) may or may not have taken its unit: `unanswered` widens the
 * range by that much, so only a real oversell or a lost order counts. Answers the SKUs where that fails.
 */
export async function stockProblems(
  base: string,
  token: string,
  before: Map<number, SkuStock>,
  taken: Map<number, number>,
  unanswered = new Map<number, number>(),
) {
  // Buyers share the catalogue's answers for SHARED_ANSWER_MS (ADR 013): wait until none is older than the run.
  await new Promise((resolve) => setTimeout(resolve, SHARED_ANSWER_MS + 500));
  const problems: string[] = [];
  const touched = [...new Set([...taken.keys(), ...unanswered.keys()])];
  const products = new Set(touched.map((sku) => before.get(sku)!.productId));
  for (const productId of products) {
    for (const sku of await skusOf(base, token, productId)) {
      const most = (before.get(sku.id)?.stock ?? sku.stock) - (taken.get(sku.id) ?? 0);
      const least = most - (unanswered.get(sku.id) ?? 0);
      if (sku.stock < 0 || sku.stock < least || sku.stock > most) {
        problems.push(`SKU ${sku.id}: ${sku.stock}, expected ${least === most ? most : `${least}–${most}`}`);
      }
    }
  }
  return problems;
}
