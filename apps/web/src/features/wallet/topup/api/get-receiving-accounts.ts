import { useQuery } from '@tanstack/react-query';
import { WalletApi, type ReceivingAccount, type RechargeReferenceData } from '@tradewind/contract';
import { http } from '@/api/http';

export const getReceivingAccounts = () =>
  http.get<{ list: ReceivingAccount[] }>(WalletApi.receivingAccounts).then((data) => data.list);

/** The platform's bank accounts a manual top-up is paid to, one per currency. */
export const useReceivingAccounts = () =>
  useQuery({ queryKey: ['topup', 'receiving-accounts'], queryFn: getReceivingAccounts });

export const REFERENCE_QUERY_KEY = ['topup', 'reference'] as const;

/** The reference to quote on this transfer: the server gives back the same one until a top-up uses it. */
export const useRechargeReference = () =>
  useQuery({
    queryKey: REFERENCE_QUERY_KEY,
    queryFn: () => http.post<RechargeReferenceData>(WalletApi.rechargeReference).then((data) => data.reference),
    staleTime: Infinity,
  });
