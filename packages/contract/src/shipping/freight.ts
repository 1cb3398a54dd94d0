/** A shop's freight rule: what one order pays to ship, and the goods amount from which it ships free. */
export interface FreightTerms {
  base_cents: number;
  /** Null: never free (unless the base is 0). */
  free_over_cents: number | null;
}

/**
 * docs/architecture.md §5: what a shop's order of `goodsCents` pays to ship. No rule, or a base of 0, ships free; so do goods
 * from the rule's free-over amount on. The checkout charges this; the product page and the bag promise it.
 */
export function freightCents(rule: FreightTerms | null, goodsCents: number): number {
  if (!rule || rule.base_cents === 0) return 0;
  return rule.free_over_cents !== null && goodsCents >= rule.free_over_cents ? 0 : rule.base_cents;
}

/**
 * How much more of the shop's goods ship this order free: the bag's "Add $X for free shipping". Null when that
 * cannot happen (the order already ships free, or the rule is never free).
 */
export function freeShippingGap(rule: FreightTerms | null, goodsCents: number): number | null {
  if (freightCents(rule, goodsCents) === 0 || rule?.free_over_cents == null) return null;
  return rule.free_over_cents - goodsCents;
}
