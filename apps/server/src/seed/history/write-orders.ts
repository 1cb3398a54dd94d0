import { OrderStatus } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { checkouts, orderLines, orders, reviews } from '../../db/schema/index.js';
import { CARRIERS } from '../activity/words.js';
import { insertRecords } from '../catalogue/insert-records.js';
import type { Random } from '../catalogue/random.js';
import { demoFreightCents } from '../orders.js';
import { nextIds } from './ids.js';
import type { PastShopper } from './past-shoppers.js';
import type { HistoryOrder } from './plan.js';
import type { Payment } from './write-shoppers.js';

const MINUTE = 60_000;

/** "20251014" + a number of nine digits from 900000000 up: apart from the checkout's random ones of that day. */
const orderNumber = (order: HistoryOrder, index: number) =>
  `${order.paid.toISOString().slice(0, 10).replace(/-/g, '')}${900_000_000 + index}`;

/** What each planned order costs, and its number: the payments the shoppers' ledgers are written from. */
export function pricedOrders(planned: HistoryOrder[]) {
  return planned.map((order, index) => {
    const goodsCents = order.sku.priceCents * order.quantity;
    const freightCents = demoFreightCents(order.product.shopId, goodsCents);
    return { order, sn: orderNumber(order, index), goodsCents, freightCents, totalCents: goodsCents + freightCents };
  });
}
export type PricedOrder = ReturnType<typeof pricedOrders>[number];

export const paymentsOf = (priced: PricedOrder[]): Payment[] =>
  priced.map((p) => ({ shopper: p.order.shopper, cents: p.totalCents, at: p.order.paid, sn: p.sn }));

/**
 * The completed orders as the app would have left them: a checkout each, the order with its line and carrier, and
 * the review of those that were reviewed (dated at completion).
 */
export async function writeOrders(
  db: Database,
  priced: PricedOrder[],
  shoppers: { ids: number[]; profiles: PastShopper[] },
  random: Random,
) {
  const checkoutIds = await nextIds(db, 'checkouts', priced.length);
  const orderIds = await nextIds(db, 'orders', priced.length);
  const lineIds = await nextIds(db, 'order_lines', priced.length);
  const userOf = (p: PricedOrder) => shoppers.ids[p.order.shopper]!;
  const createdAt = priced.map((p) => new Date(p.order.paid.getTime() - random.int(1, 20) * MINUTE));
  await insertRecords(
    db,
    checkouts,
    priced.map((p, i) => ({ id: checkoutIds[i]!, userId: userOf(p), createdAt: createdAt[i]! })),
  );
  await insertRecords(
    db,
    orders,
    priced.map((p, i) => {
      const carrier = random.pick(CARRIERS);
      const shopper = shoppers.profiles[p.order.shopper]!;
      return {
        id: orderIds[i]!,
        sn: p.sn,
        userId: userOf(p),
        shopId: p.order.product.shopId,
        checkoutId: checkoutIds[i]!,
        status: OrderStatus.Completed,
        goodsCents: p.goodsCents,
        freightCents: p.freightCents,
        discountCents: 0,
        totalCents: p.totalCents,
        address: { ...shopper.address, mobile: shopper.mobile },
        carrier: carrier.name,
        trackingNo: carrier.tracking(random),
        payDeadline: new Date(createdAt[i]!.getTime() + 30 * MINUTE),
        paidAt: p.order.paid,
        shippedAt: p.order.shipped,
        receivedAt: p.order.received,
        completedAt: p.order.completed,
        createdAt: createdAt[i]!,
      };
    }),
  );
  await insertRecords(
    db,
    orderLines,
    priced.map((p, i) => ({
      id: lineIds[i]!,
      orderId: orderIds[i]!,
      skuId: p.order.sku.id,
      productId: p.order.product.id,
      title: p.order.product.title,
      image: p.order.sku.image ?? p.order.product.images[0] ?? '',
      specs: p.order.sku.specValues,
      priceCents: p.order.sku.priceCents,
      quantity: p.order.quantity,
      amountCents: p.goodsCents,
    })),
  );
  const reviewed = priced.flatMap((p, i) => (p.order.review ? [{ p, review: p.order.review, i }] : []));
  await insertRecords(
    db,
    reviews,
    reviewed.map(({ p, review, i }) => ({
      orderId: orderIds[i]!,
      orderLineId: lineIds[i]!,
      productId: p.order.product.id,
      userId: userOf(p),
      ...review,
      createdAt: p.order.completed,
    })),
  );
  return { orders: priced.length, reviews: reviewed.length };
}
