import { ORDER_STATES, type OrderStateCount } from '@tradewind/contract';

/** Every order state, in the contract's order, with 0 for a state no row was counted in. */
export function countsByState(rows: { status: number; n: number }[]): OrderStateCount[] {
  const counted = new Map(rows.map((row) => [row.status, row.n]));
  return ORDER_STATES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
}
