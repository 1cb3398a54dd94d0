import type { z } from 'zod';
import { AdminAfterSaleApi, type AdminRefund, type AdminRefundQuery } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

export type RefundRequest = z.infer<typeof AdminRefund>;

/** The refund queue, filtered by state and paged by the server; waiting requests come oldest first. */
export const getRefunds = (query: z.input<typeof AdminRefundQuery>) =>
  adminHttp.get<Page<RefundRequest>>(AdminAfterSaleApi.refunds, query);
