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
  // A completed order goes to after-sale only when its refused refund is taken to the platform (issue 34).
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
