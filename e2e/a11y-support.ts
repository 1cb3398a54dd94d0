import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { api, type Card, type Detail, type Paged } from './api';
import { pngFile } from './aftersale-support';
import { buyerToken, operatorDesk, payCode, startSkuOf } from './order-support';
import { fillRoute, type RouteParams } from './route-table';
import { register, uniqueBuyer } from './support';
import { readyDestination } from './payouts-support';

type Created = { orders: { id: number; sn: string; total_cents: number }[] };
type Buyable = { detail: Detail; skuId: number };

/** Products of the demo catalogue in stock under $60 with a SKU to start on: one per order the buyer places. */
async function buyables(request: APIRequestContext, count: number) {
  const found: Buyable[] = [];
  for (let page = 1; found.length < count; page += 1) {
    const cards = await api<Paged<Card>>(
      request,
      'get',
      `/api/goods/list?in_stock=1&max_price_cents=6000&limit=20&page=${page}`,
    );
    for (const card of cards.list) {
      const detail = await api<Detail>(request, 'get', `/api/goods/detail?id=${card.id}`);
      const sku = startSkuOf(detail) ?? (detail.specs.length === 0 ? detail.skus[0] : undefined);
      if (sku && sku.stock >= 3 && found.length < count) found.push({ detail, skuId: sku.id });
    }
    if (page * 20 >= cards.total) throw new Error(`Fewer than ${count} cheap products in stock in the demo catalogue`);
  }
  return found;
}

/**
 * A new buyer, logged in in `page`, with something on every screen: an order in each state (unpaid, cancelled,
 * paid, shipped, received, completed with a review, in after-sale), two addresses, a bag of two lines, a favourite
 * product and a followed shop, card top-ups passed and waiting, and a withdrawal waiting: each made through the real
 * API, as the screens would. Returns the ids the routes with parameters take.
 */
export async function buyerWithData(page: Page, request: APIRequestContext) {
  const buyer = uniqueBuyer();
  await register(page, buyer);
  const token = await buyerToken(page);
  const call = <T>(method: 'get' | 'post', url: string, body?: object) => api<T>(request, method, url, { token, body });
  const desk = await operatorDesk(request);

  await call('post', '/api/user/resetPay', { pay_password: payCode, re_pay_password: payCode });
  const me = await call<{ id: number }>('get', '/api/user/getUserInfo');
  await desk.credit(me.id, '1000', 'E2E: credit for the accessibility walk');
  const person = { addressee: `${buyer.givenName} ${buyer.familyName}`, mobile: buyer.mobile };
  const address = await call<{ id: number }>('post', '/api/user/address_add', {
    ...person,
    area: 'France, Occitanie, Toulouse',
    detailed_address: '7 allée Jean Jaurès',
    tag: 'Home',
    is_default: true,
  });
  await call('post', '/api/user/address_add', {
    ...person,
    area: 'France, Île-de-France, Paris',
    detailed_address: '12 rue de Rivoli',
    tag: 'Office',
    is_default: false,
  });

  const products = await buyables(request, 9);
  const order = async ({ skuId }: Buyable) => {
    const created = await call<Created>('post', '/api/order/create', {
      items: [{ sku_id: skuId, quantity: 1 }],
      address_id: address.id,
    });
    return created.orders[0]!;
  };
  const paid = async (product: Buyable) => {
    const placed = await order(product);
    await call('post', '/api/order/pay', { order_ids: [placed.id], pay_password: payCode });
    return placed;
  };
  const shipped = async (product: Buyable) => {
    const placed = await paid(product);
    await desk.ship(placed.id, 'Colissimo', `CP${placed.id}FR`);
    await desk.addLogistics(placed.id, 'Parcel left the shop', 'Shenzhen');
    return placed;
  };
  const received = async (product: Buyable) => {
    const placed = await shipped(product);
    await call('post', '/api/order/confirm', { id: placed.id });
    return placed;
  };

  const unpaid = await order(products[0]!);
  const cancelled = await order(products[1]!);
  await call('post', '/api/order/cancel', { id: cancelled.id, reason: 'Ordered by mistake' });
  const waiting = await paid(products[2]!);
  const delivered = await shipped(products[3]!);
  const receivedOrder = await received(products[4]!);
  const completed = await received(products[5]!);
  await call('post', '/api/order/review', {
    order_id: completed.id,
    items: [
      {
        product_id: products[5]!.detail.id,
        product_score: 5,
        service_score: 4,
        postage_score: 4,
        content: 'Well made, arrived on time.',
      },
    ],
  });
  const afterSale = await paid(products[6]!);
  const proof = await pngFile('proof.png', '#c0392b');
  const uploaded = await request.post('/api/common/upload', {
    headers: { token, 'content-type': proof.mimeType },
    data: proof.buffer,
  });
  expect(uploaded.ok()).toBe(true);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
  await call('post', '/api/refund/apply', {
    order_id: afterSale.id,
    type: 'refund_only',
    goods_status: 'not_received',
    amount: (afterSale.total_cents / 100).toFixed(2),
    reason: 'not_received',
    explanation: 'The parcel never came.',
    proofs: [url],
  });

  for (const product of products.slice(7, 9)) {
    await call('post', '/api/cart/add', { sku_id: product.skuId, quantity: 1 });
  }
  await call('post', '/api/goods/favourite', { product_id: products[0]!.detail.id });
  await call('post', '/api/shop/follow', { shop_id: products[0]!.detail.shop.id });

  const card = { holder: 'INES MOREAU', expiry: '12/40' };
  await call('post', '/api/user/recharge', {
    method: 'card',
    amount: '25',
    card: { ...card, number: '4242 4242 4242 4242' },
  });
  await call('post', '/api/user/recharge', {
    method: 'card',
    amount: '30',
    card: { ...card, number: '4000 0000 0000 0259' },
  });
  await readyDestination(request, token, {
    type: 'bank',
    bank_name: 'Banque Populaire',
    card_number: '40001234567890',
    holder: 'Ines Moreau',
  });
  await call('post', '/api/user/extract', {
    type: 'bank',
    amount: '120',
    pay_password: payCode,
    bank_name: 'Banque Populaire',
    card_number: '40001234567890',
    holder: 'Ines Moreau',
  });

  return {
    buyer,
    product: products[0]!.detail,
    addressId: address.id,
    /** The product of the delivered order, the one the refund screen is opened for. */
    deliveredProductId: products[3]!.detail.id,
    orders: { unpaid, cancelled, waiting, delivered, received: receivedOrder, completed, afterSale },
  };
}

export type BuyerData = Awaited<ReturnType<typeof buyerWithData>>;

export type Visit = { route: string; url: string };

/**
 * The pages a route of the route table is audited on: a route with parameters gets real ids of the buyer's data
 * (the order page once per order state when `everyState`, else the delivered one's, whose screen has the most on
 * it), a few screens the query string they are opened with. A route not named here is opened bare; a new route with
 * a required parameter fails here until it is given one.
 */
export function visitsOf(route: string, data: BuyerData, everyState: boolean): Visit[] {
  const { orders, product, addressId } = data;
  const paramsOf: Record<string, RouteParams[]> = {
    '/detail/:product?/:mer?': [{ product: product.id }],
    '/shop/:id?': [{ id: product.shop.id }],
    '/orderInfo/:id?': (everyState ? Object.values(orders) : [orders.delivered]).map((order) => ({ id: order.id })),
    '/addressForm/:id?': [{ id: addressId }],
    '/refund/:id?/:sn?/:product_ids?/:amount?': [
      {
        id: orders.delivered.id,
        sn: orders.delivered.sn,
        product_ids: data.deliveredProductId,
        amount: (orders.delivered.total_cents / 100).toFixed(2),
      },
    ],
  };
  const queryOf: Record<string, string> = {
    '/products': `?shop_id=${product.shop.id}`,
    '/explore/products': `?shop_id=${product.shop.id}`,
    '/searchs': `?keyword=${encodeURIComponent(product.title.split(' ')[0]!)}`,
    '/comment': `?order_id=${orders.received.id}`,
  };
  return (paramsOf[route] ?? [{}]).map((params) => ({ route, url: fillRoute(route, params) + (queryOf[route] ?? '') }));
}

/**
 * `buyerWithData` made once for a whole spec, in a context of its own: its ids, and the signed-in browser state each
 * test's context starts from.
 */
export async function sharedBuyerWithData(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const data = await buyerWithData(await context.newPage(), request);
  const state = await context.storageState();
  await context.close();
  return { data, state };
}

export type SignedInState = Awaited<ReturnType<typeof sharedBuyerWithData>>['state'];
