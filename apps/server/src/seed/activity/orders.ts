import { AdminOrderApi, AfterSaleApi, OrderApi } from '@tradewind/contract';
import type { Api } from './api.js';
import type { PlannedCheckout, PlannedOrder } from './plan.js';
import type { Shopper } from './shoppers.js';

/** A planned order as the API created it. */
export interface PlacedOrder {
  id: number;
  sn: string;
  totalCents: number;
  shopper: Shopper;
  paid: Date | null;
  plan: PlannedOrder;
}

const STAGES = ['unpaid', 'paid', 'shipped', 'received', 'reviewed'] as const;
/** Whether an order planned for `stage` gets as far as `step`. */
export const reaches = (order: PlacedOrder, step: (typeof STAGES)[number]) =>
  STAGES.indexOf(order.plan.stage) >= STAGES.indexOf(step);

/**
 * Each planned order is a 'Buy now' of its lines; the orders of one checkout are then paid together with the
 * payment code, as the pay screen does (one balance debit, one ledger row).
 */
async function placeCheckout(api: Api, shopper: Shopper, checkout: PlannedCheckout) {
  const created: PlacedOrder[] = [];
  for (const plan of checkout.orders) {
    const items = plan.lines.map((l) => ({ sku_id: l.skuId, quantity: l.quantity }));
    const answer = await api<{ orders: { id: number; sn: string; total_cents: number }[] }>(
      'POST',
      OrderApi.create,
      shopper.token,
      { items },
    );
    const [order] = answer.orders;
    created.push({ id: order!.id, sn: order!.sn, totalCents: order!.total_cents, shopper, paid: checkout.paid, plan });
  }
  if (checkout.paid) {
    const orderIds = created.map((o) => o.id);
    await api('POST', OrderApi.pay, shopper.token, { order_ids: orderIds, pay_password: shopper.payCode });
  }
  return created;
}

/**
 * The shoppers shop side by side, each through their own checkouts oldest first (so their ledger rows keep the
 * order of the times they are later given): one buyer's payment-code check then overlaps another's database work.
 * Every lane is waited for before a failure is reported, so nothing runs on after the seeding stops. Answers the
 * orders in the plan's order, whatever order they were created in.
 */
export async function placeOrders(api: Api, shoppers: Shopper[], checkouts: PlannedCheckout[]) {
  const placed = new Map<PlannedCheckout, PlacedOrder[]>();
  const lanes = await Promise.allSettled(
    shoppers.map(async (shopper, index) => {
      for (const checkout of checkouts.filter((c) => c.shopper === index)) {
        placed.set(checkout, await placeCheckout(api, shopper, checkout));
      }
    }),
  );
  const failed = lanes.find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
  return checkouts.flatMap((c) => placed.get(c)!);
}

/**
 * The operator ships (with a carrier, a tracking number and the carrier's staged updates so far), the buyer confirms receipt, and a few
 * buyers review, which completes the order: each through its own call, so the states move by the contract's table.
 */
export async function moveOrders(api: Api, operatorToken: string, placed: PlacedOrder[]) {
  for (const order of placed.filter((o) => reaches(o, 'shipped'))) {
    const { carrier, trackingNo, scans } = order.plan.shipping!;
    await api('POST', AdminOrderApi.ship, operatorToken, { id: order.id, carrier, tracking_no: trackingNo });
    // Entered now; backdate() then moves each to when the plan says it happened.
    for (const scan of scans) {
      const place = scan.at === 'origin' ? order.plan.origin : order.shopper.profile.city;
      await api('POST', AdminOrderApi.logistics, operatorToken, {
        id: order.id,
        stage: scan.stage,
        text: scan.text,
        ...(place ? { location: place } : {}),
      });
    }
  }
  for (const order of placed.filter((o) => reaches(o, 'received'))) {
    await api('POST', OrderApi.confirm, order.shopper.token, { id: order.id });
  }
  for (const order of placed.filter((o) => reaches(o, 'reviewed'))) {
    const { score, text } = order.plan.review!;
    const productIds = [...new Set(order.plan.lines.map((l) => l.productId))];
    await api('POST', AfterSaleApi.review, order.shopper.token, {
      order_id: order.id,
      items: productIds.map((id) => ({
        product_id: id,
        product_score: score,
        service_score: score,
        postage_score: Math.max(4, score - 1),
        content: text,
      })),
    });
  }
}
