import autocannon from 'autocannon';
import {
  BENCH_MIN_STOCK,
  BENCH_PAY_CODE,
  callOk,
  loginOperator,
  readyBuyers,
  skusInStock,
  stockProblems,
} from './buyers.js';

/**
 * A mixed buyer load: each of `buyers` logged-in buyers (one connection each) goes round a visit of 15 calls,
 * 12 of them browsing and searching (80 %), then puts a SKU in the bag, checks the bag out and pays it. Every call
 * carries the buyer's token, as the app sends it, so no call is served from the visitors' shared answers.
 */
const WORDS = ['laptop', 'phone', 'shirt', 'lamp', 'tent', 'toy', 'coffee', 'watch', 'lapotp', 'jacket'];

type SetupRequest = (req: autocannon.Request, context: object) => autocannon.Request;

interface Visit {
  token: string;
  product: number;
  sku: number;
  key: string;
  orderIds?: number[];
}

export async function benchMixed(base: string, seconds: number, buyers = 50, prefix = 'mixedbuyer') {
  const operator = await loginOperator(base);
  const tokens = await readyBuyers(base, operator, prefix, buyers);
  const { skus, before, products } = await skusInStock(base, tokens[0]!, 4, BENCH_MIN_STOCK);
  const free = [...tokens];
  const taken = new Map<number, number>();
  // Checkouts sent and not answered (a client timeout): each may or may not have taken its unit.
  const unanswered = new Map<number, number>();
  const count = (map: Map<number, number>, sku: number, n = 1) => map.set(sku, (map.get(sku) ?? 0) + n);
  // What each buyer's bag holds as far as the answers say: a checkout takes the whole bag, also what an earlier
  // visit added and could not check out (a refused or shed checkout leaves it there).
  const bags = new Map<string, Map<number, number>>(tokens.map((t) => [t, new Map()]));
  const statuses = new Map<string, number>();
  let visits = 0;
  let paid = 0;

  const pick = <T>(list: T[], n: number) => list[n % list.length]!;
  // A visit starts by taking a buyer no other connection is using (the bag is theirs) and ends by giving it back.
  const startVisit = (context: object) => {
    visits += 1;
    const visit: Visit = {
      token: free.pop() ?? pick(tokens, visits),
      product: pick(products, visits * 13),
      sku: pick(skus, visits * 7),
      key: `m${visits}`,
    };
    (context as { visit?: Visit }).visit = visit;
    return visit;
  };
  const visitOf = (context: object) => (context as { visit: Visit }).visit;
  const endVisit = (context: object) => free.push(visitOf(context).token);

  const get = (path: (v: Visit) => string): autocannon.Request => ({
    method: 'GET',
    setupRequest: (req, context) => {
      const v = visitOf(context);
      return { ...req, path: path(v), headers: { token: v.token } };
    },
  });
  const post = (path: string, body: (v: Visit) => unknown, key?: (v: Visit) => string): autocannon.Request => ({
    method: 'POST',
    setupRequest: (req, context) => {
      const v = visitOf(context);
      const headers: Record<string, string> = { token: v.token, 'content-type': 'application/json' };
      if (key) headers['idempotency-key'] = key(v);
      return { ...req, path, headers, body: JSON.stringify(body(v)) };
    },
  });
  const word = (v: Visit, n: number) => pick(WORDS, v.product + n);
  const checkout = post(
    '/api/order/create',
    () => ({}),
    (v) => `${v.key}c`,
  );

  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const v = startVisit(context);
        return { ...req, path: '/api/goods/list?category_id=3&sort=sales&limit=20', headers: { token: v.token } };
      },
    },
    get((v) => `/api/goods/search?keyword=${word(v, 0)}&limit=20`),
    get((v) => `/api/goods/detail?id=${v.product}`),
    get(() => '/api/goods/list?min_price_cents=2000&max_price_cents=9000&in_stock=1&sort=price_asc&limit=20'),
    get((v) => `/api/goods/detail?id=${pick(products, v.product + 1)}`),
    get((v) => `/api/goods/search?keyword=${word(v, 1)}&limit=20`),
    get((v) => `/api/goods/detail?id=${pick(products, v.product + 2)}`),
    get(() => '/api/cart/count'),
    get((v) => `/api/goods/list?category_id=${1 + (v.product % 10)}&sort=newest&limit=20`),
    get((v) => `/api/goods/detail?id=${pick(products, v.product + 3)}`),
    get((v) => `/api/goods/search?keyword=${word(v, 2)}&page=2&limit=20`),
    get((v) => `/api/goods/detail?id=${pick(products, v.product + 4)}`),
    {
      ...post('/api/cart/add', (v) => ({ sku_id: v.sku, quantity: 1 })),
      onResponse: (status, _body, context) => {
        const v = visitOf(context);
        if (status === 200) count(bags.get(v.token)!, v.sku);
      },
    },
    {
      ...checkout,
      setupRequest: (req, context) => {
        for (const [sku, n] of bags.get(visitOf(context).token)!) count(unanswered, sku, n);
        return (checkout.setupRequest as SetupRequest)(req, context);
      },
      onResponse: (status, body, context) => {
        const bag = bags.get(visitOf(context).token)!;
        for (const [sku, n] of bag) count(unanswered, sku, -n);
        statuses.set(`checkout ${status}`, (statuses.get(`checkout ${status}`) ?? 0) + 1);
        if (status !== 200) return;
        visitOf(context).orderIds = (JSON.parse(body) as { data: { orders: { id: number }[] } }).data.orders.map(
          (o) => o.id,
        );
        for (const [sku, n] of bag) count(taken, sku, n);
        bag.clear();
      },
    },
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const v = visitOf(context);
        if (!v.orderIds) {
          endVisit(context); // the checkout failed (counted as an error): this visit ends here
          return null as never;
        }
        const headers = { token: v.token, 'content-type': 'application/json', 'idempotency-key': `${v.key}p` };
        return {
          ...req,
          path: '/api/order/pay',
          headers,
          body: JSON.stringify({ order_ids: v.orderIds, pay_password: BENCH_PAY_CODE }),
        };
      },
      onResponse: (status, _body, context) => {
        statuses.set(`pay ${status}`, (statuses.get(`pay ${status}`) ?? 0) + 1);
        if (status === 200) paid += 1;
        endVisit(context);
      },
    },
  ];

  const result = await autocannon({ url: base, connections: buyers, duration: seconds, requests });
  const ledger = (await callOk(base, 'GET', '/api/admin/ledger_check', operator)) as { ok: boolean };
  const stock = await stockProblems(base, tokens[0]!, before, taken, unanswered);
  if (stock.length > 0) console.log('stock check:', stock.join('; '));
  const codes = Object.entries(result.statusCodeStats as Record<string, { count: number }>);
  console.log(
    'mixed answers:',
    codes.map(([code, { count: n }]) => `${code}: ${n}`).join(', '),
    '|',
    [...statuses].map(([what, n]) => `${what}: ${n}`).join(', '),
  );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    /** Calls with no answer within autocannon's 10 s (counted in `errors` too). */
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    paidPerSecond: Math.round((paid / seconds) * 10) / 10,
    ledgerOk: ledger.ok,
    stockOk: stock.length === 0,
  };
}
