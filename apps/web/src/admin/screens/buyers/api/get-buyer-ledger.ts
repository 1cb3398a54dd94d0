import { AdminBuyerApi, type LedgerEntry } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** The buyer's fund records, newest first, a page at a time. */
export const getBuyerLedger = (query: { id: number; page: number; limit: number }) =>
  adminHttp.get<Page<LedgerEntry>>(AdminBuyerApi.ledger, query);
