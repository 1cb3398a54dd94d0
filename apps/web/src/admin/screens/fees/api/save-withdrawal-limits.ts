import { AdminWalletApi, type WithdrawalLimits, type WithdrawalLimitsBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Replaces the withdrawal waits and limits; they apply to withdrawals and changes from then on. */
export const saveWithdrawalLimits = (body: WithdrawalLimitsBody) =>
  adminHttp.post<WithdrawalLimits>(AdminWalletApi.withdrawalLimitsSave, body);
