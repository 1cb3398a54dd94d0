import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AfterSaleApi, type Refund, type RefundApplyBody } from '@tradewind/contract';
import { http } from '@/api/http';
import { ORDERS_KEY } from '@/api/query-keys';

type Apply = { body: RefundApplyBody; idempotencyKey: string };

/**
 * POST /api/refund/apply: a money write, so the same key with the same body replays the first answer. Silent:
 * the form says what went wrong where it belongs.
 */
export const applyRefund = ({ body, idempotencyKey }: Apply) =>
  http.post<Refund>(AfterSaleApi.apply, body, { idempotencyKey, silent: true });

/**
 * Refreshed either way: the order has moved to after-sale, or a refusal means it moved on meanwhile. Not
 * awaited, so the screen leaves before the order, now in after-sale, comes back.
 */
export function useApplyRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRefund,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
