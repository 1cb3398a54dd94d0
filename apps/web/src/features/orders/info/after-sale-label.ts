import { RefundStatus, type Refund } from '@tradewind/contract';
import { refundStateName } from '../shared/status-label';

/** Approved with return, goods not yet on their way back: the buyer has something to do. */
export const awaitsReturn = (refund: Refund) =>
  refund.type === 'return_refund' && refund.status === RefundStatus.InProgress;

/** What the order's band says while it is in after-sale: where the request stands. */
export function afterSaleHint(refund: Refund): string {
  if (awaitsReturn(refund))
    return refund.return_tracking_no ? 'orders.afterSale.hint.returnSent' : 'orders.afterSale.hint.sendBack';
  return `orders.afterSale.hint.${refundStateName(refund.status)}`;
}
