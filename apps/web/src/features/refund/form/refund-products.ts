import type { OrderDetail } from '@tradewind/contract';

/** One product of the order: its lines (one per SKU) taken together. */
export type RefundProduct = {
  id: number;
  title: string;
  image: string;
  specs: string[];
  quantity: number;
  amount_cents: number;
};

export function productsOf(order: OrderDetail): RefundProduct[] {
  const byId = new Map<number, RefundProduct>();
  for (const line of order.lines) {
    const known = byId.get(line.product_id);
    if (known) {
      known.quantity += line.quantity;
      known.amount_cents += line.amount_cents;
      known.specs = [...known.specs, ...line.specs.filter((spec) => !known.specs.includes(spec))];
    } else {
      byId.set(line.product_id, {
        id: line.product_id,
        title: line.title,
        image: line.image,
        specs: [...line.specs],
        quantity: line.quantity,
        amount_cents: line.amount_cents,
      });
    }
  }
  return [...byId.values()];
}

/**
 * The most the buyer can ask back, as a hint: the order total for all of its products; for some, what their
 * lines cost. The server takes off their share of a discount and checks exactly; this never refuses too much.
 */
export function refundableCents(order: OrderDetail, chosen: readonly number[]): number {
  const products = productsOf(order);
  if (products.every((product) => chosen.includes(product.id))) return order.total_cents;
  return products.filter((product) => chosen.includes(product.id)).reduce((sum, p) => sum + p.amount_cents, 0);
}

/** The route's product ids that belong to the order, in the order's order; all of them when none does. */
export function prefilledProducts(order: OrderDetail, fromRoute: readonly number[]): number[] {
  const ids = productsOf(order).map((product) => product.id);
  const chosen = ids.filter((id) => fromRoute.includes(id));
  return chosen.length > 0 ? chosen : ids;
}
