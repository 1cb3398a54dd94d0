import type { CheckoutCustoms, OrderCustoms } from '@tradewind/contract';
import { landedCost, type Destination } from '@tradewind/contract/customs';

interface PricedGroup {
  lines: { skuId: number; priceCents: number; quantity: number; category: string }[];
  goods: number;
  freight: number;
  discount: number;
}

/** Whether duties can be estimated for a destination at all, and what it calls its import tax. */
export function checkoutCustoms(destination: Destination): CheckoutCustoms {
  const { status } = landedCost({ lines: [], discount_cents: 0, shipping_cents: 0, destination });
  return { country: destination.country, status, tax_kind: destination.rule?.tax_kind ?? null };
}

/**
 * Each shop's priced group with its landed cost (decision 040): import duty, import VAT/GST, the total that
 * includes them, and what its order keeps of the customs it was priced with.
 */
export function landGroups<G extends PricedGroup>(groups: G[], destination: Destination) {
  const customs = checkoutCustoms(destination);
  return groups.map((group) => {
    const cost = landedCost({
      lines: group.lines.map((l) => ({ amount_cents: l.priceCents * l.quantity, category: l.category })),
      discount_cents: group.discount,
      shipping_cents: group.freight,
      destination,
    });
    const snapshot: NonNullable<OrderCustoms> = {
      ...customs,
      rule: destination.rule,
      threshold_rate: destination.threshold_rate,
      below_threshold: cost.below_threshold,
      lines: group.lines.map((l, i) => ({ sku_id: l.skuId, duty_cents: cost.line_duty_cents[i]! })),
    };
    return {
      ...group,
      importDuty: cost.import_duty_cents,
      importTax: cost.import_tax_cents,
      total: cost.total_cents,
      customs: snapshot,
    };
  });
}
