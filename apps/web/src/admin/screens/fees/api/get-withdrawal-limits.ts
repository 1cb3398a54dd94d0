import { useQuery } from '@tanstack/react-query';
import { AdminWalletApi, type WithdrawalLimits } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** The withdrawal waits (minutes), limits and the two-approval amount (cents), decision 052. */
export const getWithdrawalLimits = () => adminHttp.get<WithdrawalLimits>(AdminWalletApi.withdrawalLimits);

export const useWithdrawalLimits = () =>
  useQuery({ queryKey: ['admin', 'withdrawal-limits'], queryFn: getWithdrawalLimits });
