import type { z } from 'zod';
import { AdminWalletApi, type AdminNetwork, type PageQuery } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Recharge networks, enabled or not, a page at a time in the order buyers see them. */
export const getNetworks = (query: z.input<typeof PageQuery>) =>
  adminHttp.get<Page<AdminNetwork>>(AdminWalletApi.networks, query);
