/**
 * The demo buyer of a bench server, signed in through the real API with something on each of their screens: an
 * address, two lines in the bag and an unpaid order. The server must have been started with `DEMO_PASSWORD`
 * (built-server.mjs does).
 */
export const BENCH_DEMO_PASSWORD = 'demo-bench-pass';
/** The cookie the app keeps the buyer's token in (AUTH_COOKIE of packages/contract/src/constants.ts). */
const AUTH_COOKIE = 'Admin-Token';

async function call(base, method, url, { token, body } = {}) {
  const response = await fetch(base + url, {
    method: method.toUpperCase(),
    headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok || answer.code !== 1) {
    throw new Error(`${method.toUpperCase()} ${url}: ${response.status} ${answer.msg ?? ''}`);
  }
  return answer.data;
}

/** SKUs in stock that can be ordered at once: the first with a value for every spec, or the only one. */
async function orderableSkus(base, count) {
  const { list } = await call(base, 'get', '/api/goods/list?in_stock=1&sort=sales&limit=20&page=1');
  const found = [];
  for (const card of list) {
    const detail = await call(base, 'get', `/api/goods/detail?id=${card.id}`);
    const sku = detail.skus.find((s) => s.stock >= 3 && s.specs.length === detail.specs.length);
    if (sku) found.push(sku.id);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} products in stock to order`);
}

/** Signs the demo buyer in and gives them a bag and an order; answers the cookie the app keeps its token in. */
export async function signedInBuyer(base) {
  const { userinfo } = await call(base, 'post', '/api/user/login', {
    body: { account: 'demo', password: BENCH_DEMO_PASSWORD },
  });
  const token = userinfo.token;
  const address = await call(base, 'post', '/api/user/address_add', {
    token,
    body: {
      addressee: 'Alex Martin',
      mobile: '+33612345678',
      area: 'France, Occitanie, Toulouse',
      detailed_address: '7 allée Jean Jaurès',
      tag: 'Home',
      is_default: true,
    },
  });
  const [first, second, third] = await orderableSkus(base, 3);
  await call(base, 'post', '/api/cart/add', { token, body: { sku_id: first, quantity: 1 } });
  await call(base, 'post', '/api/cart/add', { token, body: { sku_id: second, quantity: 2 } });
  const created = await call(base, 'post', '/api/order/create', {
    token,
    body: { items: [{ sku_id: third, quantity: 1 }], address_id: address.id },
  });
  return { cookies: { [AUTH_COOKIE]: token }, orderId: created.orders[0].id };
}
