import { OrderStatus, RefundStatus } from '@tradewind/contract';

/** The contract's label key of a filter tab (order.filter.*), inside this feature's namespace. */
export const filterText = (label: string) => `orders.${label}`;

export type Tone = 'pay' | 'ship' | 'done' | 'closed' | 'service';

/** Each state's name in the texts and its colour family: to do, on its way, done, closed, after-sale. */
const STATES: Record<string, { name: string; tone: Tone }> = {
  [OrderStatus.WaitingPayment]: { name: 'waitingPayment', tone: 'pay' },
  [OrderStatus.WaitingDelivery]: { name: 'waitingDelivery', tone: 'ship' },
  [OrderStatus.Delivered]: { name: 'delivered', tone: 'ship' },
  [OrderStatus.Received]: { name: 'received', tone: 'done' },
  [OrderStatus.Completed]: { name: 'completed', tone: 'done' },
  [OrderStatus.Cancelled]: { name: 'cancelled', tone: 'closed' },
  [OrderStatus.InAfterSale]: { name: 'inAfterSale', tone: 'service' },
};
const UNKNOWN = { name: 'unknown', tone: 'ship' as Tone };

/** A code this app does not know yet reads as "being processed". */
export const stateName = (status: number) => (STATES[String(status)] ?? UNKNOWN).name;
export const toneOf = (status: number): Tone => (STATES[String(status)] ?? UNKNOWN).tone;

/**
 * One order's state. Not the filter label: a tab names a group ("Cancelled" orders), a card one order, and
 * some languages tell them apart.
 */
export const statusText = (status: number) => `orders.state.${stateName(status)}`;

/** The refund states of docs/product.md §4 by their names in the texts: applying refund, refund in progress, refunded. */
const REFUND_STATES: Record<number, { name: string; tone: Tone }> = {
  [RefundStatus.Applying]: { name: 'applying', tone: 'pay' },
  [RefundStatus.InProgress]: { name: 'inProgress', tone: 'ship' },
  [RefundStatus.Refunded]: { name: 'refunded', tone: 'done' },
  [RefundStatus.Refused]: { name: 'refused', tone: 'closed' },
};

export const refundStateName = (status: number) => REFUND_STATES[status]?.name ?? 'applying';
export const refundTone = (status: number): Tone => REFUND_STATES[status]?.tone ?? 'pay';

/**
 * What names one order, on its card and at the top of its page: its state, except in after-sale, where its
 * refund's state does ("Refunded" once the money is back, not "In after-sale").
 */
export function orderLabel(status: number, refundStatus: number | null | undefined): { text: string; tone: Tone } {
  if (status === OrderStatus.InAfterSale && refundStatus !== null && refundStatus !== undefined)
    return { text: `orders.afterSale.state.${refundStateName(refundStatus)}`, tone: refundTone(refundStatus) };
  return { text: statusText(status), tone: toneOf(status) };
}
