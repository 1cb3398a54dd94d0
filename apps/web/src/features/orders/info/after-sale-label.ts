import { RefundStatus, type Refund } from '@tradewind/contract';

type Tone = 'pay' | 'ship' | 'done' | 'closed';

/** The refund states of docs/product.md §4 by their names in the texts: applying refund, refund in progress, refunded. */
const STATES: Record<number, { name: string; tone: Tone }> = {
  [RefundStatus.Applying]: { name: 'applying', tone: 'pay' },
  [RefundStatus.InProgress]: { name: 'inProgress', tone: 'ship' },
  [RefundStatus.Refunded]: { name: 'refunded', tone: 'done' },
  [RefundStatus.Refused]: { name: 'refused', tone: 'closed' },
};

export const refundStateName = (status: number) => STATES[status]?.name ?? 'applying';
export const refundTone = (status: number): Tone => STATES[status]?.tone ?? 'pay';

/** Approved with return, goods not yet on their way back: the buyer has something to do. */
export const awaitsReturn = (refund: Refund) =>
  refund.type === 'return_refund' && refund.status === RefundStatus.InProgress;

/** What the order's band says while it is in after-sale: where the request stands. */
export function afterSaleHint(refund: Refund): string {
  if (awaitsReturn(refund))
    return refund.return_tracking_no ? 'orders.afterSale.hint.returnSent' : 'orders.afterSale.hint.sendBack';
  return `orders.afterSale.hint.${refundStateName(refund.status)}`;
}
