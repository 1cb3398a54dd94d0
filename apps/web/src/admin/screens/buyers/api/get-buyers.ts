import { AdminBuyerApi, type AdminBuyerQuery, type AdminBuyerRow } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Buyers found by the server (id, account, name, email or mobile), newest account first. */
export const getBuyers = (query: AdminBuyerQuery) => adminHttp.get<Page<AdminBuyerRow>>(AdminBuyerApi.buyers, query);
