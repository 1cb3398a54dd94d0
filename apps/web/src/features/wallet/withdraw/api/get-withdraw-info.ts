import { useQuery } from '@tanstack/react-query';
import { WalletApi, type WithdrawInfo } from '@tradewind/contract';
import { http } from '@/api/http';

import { WALLET_KEY } from '@/api/query-keys';

/** Every wallet list and the withdraw info live under WALLET_KEY: a withdrawal refreshes them all. */
export { WALLET_KEY };
export const WITHDRAW_INFO_KEY = [...WALLET_KEY, 'withdraw-info'] as const;

export const getWithdrawInfo = () => http.get<WithdrawInfo>(WalletApi.extract);

// The balance and whether a payment code exists change elsewhere (a top-up, /changePayPwd): always fetch anew.
export const useWithdrawInfo = () => useQuery({ queryKey: WITHDRAW_INFO_KEY, queryFn: getWithdrawInfo, staleTime: 0 });
