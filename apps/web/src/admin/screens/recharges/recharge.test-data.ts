import type { AdminRechargeRecord } from '@tradewind/contract';
import { ok } from '@/test/fake-http';

/** A recharge as the server lists it to an operator: a waiting manual transfer unless told otherwise. */
export const rechargeOf = (overrides: Partial<AdminRechargeRecord> = {}): AdminRechargeRecord => ({
  id: 12,
  method: 'manual',
  amount_cents: 14_950,
  arrival_cents: null,
  status: 0,
  network: null,
  token: null,
  address: null,
  remark: null,
  currency: null,
  reference: null,
  evidence: '/uploads/private/0123456789abcdef0123456789abcdef.png',
  card_last4: null,
  tx_hash: null,
  chain_state: null,
  confirmations: null,
  confirmations_required: null,
  refuse_reason: null,
  created_at: '2025-03-01T09:30:00.000Z',
  decided_at: null,
  user: { id: 7, account: 'ada' },
  decided_by: null,
  chain: { log_index: null, block_number: null, token_units: null, from: null, to: null },
  reorg: null,
  ...overrides,
});

export const pageOfRecharges = (list: AdminRechargeRecord[]) => ok({ list, total: list.length, page: 1, limit: 20 });
