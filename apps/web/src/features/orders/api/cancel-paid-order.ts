import { useMutation } from '@tanstack/react-query';
import { OrderApi, type CancelReason, type OrderDetail } from '@tradewind/contract';
import { http } from '@/api/http';
import { useRefreshOrders } from './use-refresh-orders';

type CancelPaid = { id: number; reason: CancelReason; idempotencyKey: string };

/**
 * Cancels a paid order not yet shipped: the server refunds it at once, so it is a money write with a key. Silent: the
 * sheet says what went wrong. Refreshed either way: a refusal (409) means the order moved on meanwhile (shipped).
 */
export const cancelPaidOrder = ({ id, reason, idempotencyKey }: CancelPaid) =>
  http.post<OrderDetail>(OrderApi.cancel, { id, reason_code: reason }, { idempotencyKey, silent: true });

export function useCancelPaidOrder() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: cancelPaidOrder, onSettled: refresh });
}
