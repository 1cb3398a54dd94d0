import { AdminOrderApi, type AdminOrderQuery, type AdminOrderSummary } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Orders searched by the server: number and buyer's account in part, and the state; newest first. */
export const getOrders = (query: AdminOrderQuery) => adminHttp.get<Page<AdminOrderSummary>>(AdminOrderApi.list, query);
