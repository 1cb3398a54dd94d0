import { WalletApi, type AuditLogQuery, type WithdrawalRecord } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';
import { WALLET_KEY } from './get-withdraw-info';

export type WithdrawLogStatus = NonNullable<AuditLogQuery['status']>;

export const withdrawalLogKey = (status: WithdrawLogStatus) => [...WALLET_KEY, 'withdrawals', status] as const;

export const getWithdrawalLog = (status: WithdrawLogStatus) => (page: number) =>
  http.get<Page<WithdrawalRecord>>(WalletApi.extractLog, { params: { page, limit: 20, status } });
