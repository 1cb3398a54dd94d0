import { WalletApi, type LedgerEntry } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';
import { WALLET_KEY } from './get-withdraw-info';

export const FUND_RECORDS_KEY = [...WALLET_KEY, 'bill'] as const;

export const getFundRecords = (page: number) =>
  http.get<Page<LedgerEntry>>(WalletApi.bill, { params: { page, limit: 20 } });
