import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DisputeApi, type Dispute, type DisputeOpenBody } from '@tradewind/contract';
import { http } from '@/api/http';
import { ORDERS_KEY } from '@/api/query-keys';

/** POST /api/dispute/open: once per order, so a repeat is refused rather than doubled. Silent: the form says. */
export const openDispute = (body: DisputeOpenBody) => http.post<Dispute>(DisputeApi.open, body, { silent: true });

/** The order (now in after-sale) and its case are read again either way. */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
