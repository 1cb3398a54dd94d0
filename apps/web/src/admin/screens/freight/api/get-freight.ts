import { AdminOrderApi, type AdminFreightQuery, type FreightRule } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Shops found by the server (part of the name), each with its freight rule; a shop without one ships free. */
export const getFreight = (query: AdminFreightQuery) => adminHttp.get<Page<FreightRule>>(AdminOrderApi.freight, query);
