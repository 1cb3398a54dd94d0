import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WalletApi, type DestinationBody, type SavedAccount } from '@tradewind/contract';
import { http } from '@/api/http';
import { WALLET_KEY } from '@/api/query-keys';

export const addDestination = (body: DestinationBody) =>
  http.post<SavedAccount>(WalletApi.withdrawAccountAdd, body, { silent: true });

/** The address book and the withdraw screen's list are refreshed with it. */
export function useAddDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDestination,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
