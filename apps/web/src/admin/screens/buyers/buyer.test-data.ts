import type { AdminBuyerDetail, AdminBuyerRow, LedgerEntry } from '@tradewind/contract';

export const ADA: AdminBuyerRow = {
  id: 7,
  account: 'ada',
  nickname: 'Ada Lovelace',
  email: 'ada@example.com',
  mobile: '+44 20 7946 0000',
  balance_cents: 12_550,
  created_at: '2025-02-01T09:30:00.000Z',
  last_login_at: '2025-03-29T18:00:00.000Z',
  disabled: false,
  disabled_at: null,
};

export const BOB: AdminBuyerRow = {
  ...ADA,
  id: 8,
  account: 'bob',
  nickname: 'Bob Stone',
  balance_cents: 0,
  disabled: true,
  disabled_at: '2025-03-20T08:00:00.000Z',
};

export const ADA_DETAIL: AdminBuyerDetail = {
  ...ADA,
  family_name: 'Lovelace',
  given_name: 'Ada',
  lang: 'fr',
  has_pay_password: true,
  disabled_reason: null,
  orders: {
    total: 3,
    by_status: [
      { status: 1, count: 2 },
      { status: 4, count: 1 },
    ],
  },
};

export const LEDGER: LedgerEntry[] = [
  {
    id: 31,
    type: 'payment',
    amount_cents: -2_450,
    balance_after_cents: 12_550,
    reference: 'TW2025032900001',
    memo: null,
    created_at: '2025-03-29T18:05:00.000Z',
  },
  {
    id: 30,
    type: 'adjust',
    amount_cents: 5_000,
    balance_after_cents: 15_000,
    reference: null,
    memo: 'Goodwill for the late parcel',
    created_at: '2025-03-28T10:00:00.000Z',
  },
];

export const pageOf = <T>(list: T[], total = list.length, page = 1, limit = 10) => ({ list, total, page, limit });
