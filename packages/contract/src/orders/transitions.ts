import { OrderStatus } from '../status.js';

/**
 * docs/architecture.md §5: every transition the server allows; anything else is a 409. A paid order not yet shipped
 * (1) may be cancelled by its buyer only, refunded at once (`CANCELLERS`).
 */
export const ORDER_TRANSITIONS: Record<string, readonly number[]> = {
  [OrderStatus.WaitingPayment]: [OrderStatus.WaitingDelivery, OrderStatus.Cancelled],
  [OrderStatus.WaitingDelivery]: [OrderStatus.Delivered, OrderStatus.InAfterSale, OrderStatus.Cancelled],
  [OrderStatus.Delivered]: [OrderStatus.Received, OrderStatus.InAfterSale],
  [OrderStatus.Received]: [OrderStatus.Completed, OrderStatus.InAfterSale],
  // A review completes an order; its return window stays open (decision 045), and a refused refund may still be
  // taken to the platform (decision 044).
  [OrderStatus.Completed]: [OrderStatus.InAfterSale],
  [OrderStatus.Cancelled]: [],
  [OrderStatus.InAfterSale]: [
    OrderStatus.WaitingDelivery,
    OrderStatus.Delivered,
    OrderStatus.Received,
    OrderStatus.Completed,
  ],
};
export const canMove = (from: number, to: number) => (ORDER_TRANSITIONS[String(from)] ?? []).includes(to);

/** Who may cancel an order in each state it can be cancelled from: the operator and the clock only unpaid ones. */
export const CANCELLERS: Record<string, readonly ('buyer' | 'timeout' | 'operator')[]> = {
  [OrderStatus.WaitingPayment]: ['buyer', 'timeout', 'operator'],
  [OrderStatus.WaitingDelivery]: ['buyer'],
};
export const mayCancel = (status: number, by: 'buyer' | 'timeout' | 'operator') =>
  canMove(status, OrderStatus.Cancelled) && (CANCELLERS[String(status)] ?? []).includes(by);

/**
 * Decision 045: a refund may be asked for before shipping, while buyer protection runs (delivered), and once
 * received or completed until the shop's return window, counted from delivery, ends (`returnsUntil`; an order
 * delivered before windows were kept has none: closed). A review never shortens it.
 */
export function mayAskRefund(status: number, returnsUntil: string | Date | null, now = new Date()) {
  if (status === OrderStatus.WaitingDelivery || status === OrderStatus.Delivered) return true;
  if (status !== OrderStatus.Received && status !== OrderStatus.Completed) return false;
  return returnsUntil !== null && new Date(returnsUntil).getTime() > now.getTime();
}
