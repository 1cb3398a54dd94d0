import type { LedgerEntry, SavedAccount, WithdrawalRecord, WithdrawInfo } from '@tradewind/contract';

/** Wallet data for the web tests, shaped as the contract's schemas. */
export const bankAccount: SavedAccount = {
  id: 11,
  type: 'bank',
  label: 'Harbour Bank •••• 4242',
  bank_name: 'Harbour Bank',
  holder: 'Ada Lovelace',
  masked: '•••• 4242',
  network_id: null,
  address: null,
  usable_at: '2025-03-01T09:30:00.000Z',
  usable: true,
};

export const chainAccount: SavedAccount = {
  id: 12,
  type: 'chain',
  label: 'TRC20 wallet',
  bank_name: null,
  holder: null,
  masked: 'TR7NHq…Lj6t',
  network_id: 2,
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  usable_at: '2025-03-01T09:30:00.000Z',
  usable: true,
};

/** $1,234.56 to withdraw; 1.5% service charge, at least $1.00; at least $10.00 a withdrawal. */
export const withdrawInfoOf = (patch: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  balance_cents: 123456,
  hold: null,
  max_cents: 1_000_000,
  daily_left_cents: 2_000_000,
  fee: { rate_bps: 150, min_cents: 100 },
  min_cents: 1000,
  networks: [
    {
      id: 1,
      name: 'ERC20',
      token: 'USDT',
      address: '0xabc',
      address_format: 'evm',
      verified: false,
      confirmations: null,
    },
    {
      id: 2,
      name: 'TRC20',
      token: 'USDT',
      address: 'Txyz',
      address_format: 'tron',
      verified: false,
      confirmations: null,
    },
  ],
  accounts: [bankAccount, chainAccount],
  has_pay_password: true,
  ...patch,
});

export const withdrawalOf = (id: number, patch: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id,
  type: 'bank',
  amount_cents: 20000,
  fee_cents: 300,
  arrival_cents: 19700,
  status: 0,
  bank_name: 'Harbour Bank',
  masked: '•••• 4242',
  network: null,
  token: null,
  tx_hash: null,
  refuse_reason: null,
  created_at: '2025-03-01T10:00:00.000Z',
  decided_at: null,
  ...patch,
});

export const ledgerOf = (id: number, patch: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  type: 'recharge',
  amount_cents: 5000,
  balance_after_cents: 105000,
  reference: null,
  memo: null,
  created_at: '2025-03-01T10:00:00.000Z',
  ...patch,
});
