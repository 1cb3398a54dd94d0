import { WalletApi, type AuditLogQuery, type RechargeRecord } from '@tradewind/contract';
import { http } from '@/api/http';
import { TOPUP_KEY } from '@/api/query-keys';
import type { Page } from '@/components/infinite-list';

export type RechargeFilter = NonNullable<AuditLogQuery['status']>;

export const rechargeLogKey = (status: RechargeFilter) => [...TOPUP_KEY, 'records', status] as const;

export const getRechargeLog = (status: RechargeFilter) => (page: number) =>
  http.get<Page<RechargeRecord>>(WalletApi.rechargeLog, { params: { page, limit: 20, status } });
