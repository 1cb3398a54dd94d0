import { useQuery } from '@tanstack/react-query';
import { WalletApi, type SavedAccount } from '@tradewind/contract';
import { http } from '@/api/http';
import { WALLET_KEY } from './get-withdraw-info';

export const WITHDRAW_ACCOUNTS_KEY = [...WALLET_KEY, 'accounts'] as const;

export const getWithdrawAccounts = () =>
  http.get<{ list: SavedAccount[] }>(WalletApi.withdrawAccounts).then((data) => data.list);

export const useWithdrawAccounts = () => useQuery({ queryKey: WITHDRAW_ACCOUNTS_KEY, queryFn: getWithdrawAccounts });
