import { AdminWalletApi, type AdminAuditQuery, type AdminRechargeRecord } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** The recharge queue, filtered and paged by the server; waiting ones come oldest first. */
export const getRecharges = (query: AdminAuditQuery) =>
  adminHttp.get<Page<AdminRechargeRecord>>(AdminWalletApi.recharges, query);
