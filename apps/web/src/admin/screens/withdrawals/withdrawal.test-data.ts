import type { AdminWithdrawalRecord } from '@tradewind/contract';
import { ok } from '@/test/fake-http';

/** A withdrawal as the server lists it to an operator: a waiting one to a bank card unless told otherwise. */
export const withdrawalOf = (overrides: Partial<AdminWithdrawalRecord> = {}): AdminWithdrawalRecord => ({
  id: 7,
  type: 'bank',
  amount_cents: 10_000,
  fee_cents: 300,
  arrival_cents: 9_700,
  status: 0,
  bank_name: 'HSBC',
  masked: '•••• 4242',
  network: null,
  token: null,
  tx_hash: null,
  refuse_reason: null,
  created_at: '2025-03-01T09:30:00.000Z',
  decided_at: null,
  address: null,
  holder: 'Ada Lovelace',
  user: { id: 3, account: 'ada' },
  decided_by: null,
  first_approved_by: null,
  needs_two: false,
  chain: { log_index: null, block_number: null, token_units: null, from: null, to: null },
  ...overrides,
});

export const onChainWithdrawal = withdrawalOf({
  id: 8,
  type: 'chain',
  amount_cents: 5_000,
  fee_cents: 200,
  arrival_cents: 4_800,
  bank_name: null,
  masked: 'TQn9ab…x8Kp',
  network: 'TRC20',
  token: 'USDT',
  address: 'TQn9abcdefghijklmnopx8Kp',
  holder: null,
  user: { id: 4, account: 'bao' },
});

export const pageOfWithdrawals = (list: AdminWithdrawalRecord[]) =>
  ok({ list, total: list.length, page: 1, limit: 20 });
