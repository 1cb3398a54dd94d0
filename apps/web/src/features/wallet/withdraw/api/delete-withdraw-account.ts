import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WalletApi } from '@tradewind/contract';
import { http } from '@/api/http';
import { WALLET_KEY } from './get-withdraw-info';

export const deleteWithdrawAccount = (id: number) => http.post<null>(WalletApi.withdrawAccountDel, { id });

/** The withdraw screen offers saved accounts too: its info is refreshed with the list. */
export function useDeleteWithdrawAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWithdrawAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
