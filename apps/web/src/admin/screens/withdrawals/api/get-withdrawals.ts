import { AdminWalletApi, type AdminAuditQuery, type AdminWithdrawalRecord } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** The withdrawal queue, filtered and paged by the server; waiting ones come oldest first. */
export const getWithdrawals = (query: AdminAuditQuery) =>
  adminHttp.get<Page<AdminWithdrawalRecord>>(AdminWalletApi.withdrawals, query);
