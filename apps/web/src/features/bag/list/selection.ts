import type { CartItem } from '@tradewind/contract';

/** What a 'select all' box shows for these items: only available items count, and none means it is off. */
export function selectionOf(items: readonly CartItem[]) {
  const choosable = items.filter((item) => item.available);
  const chosen = choosable.filter((item) => item.selected);
  return {
    disabled: choosable.length === 0,
    checked: choosable.length > 0 && chosen.length === choosable.length,
    indeterminate: chosen.length > 0 && chosen.length < choosable.length,
    /** Null when nothing of these is ticked: no "Subtotal $0.00" under a shop the buyer is not buying from. */
    subtotalCents: chosen.length === 0 ? null : chosen.reduce((sum, item) => sum + item.price_cents * item.quantity, 0),
  };
}
