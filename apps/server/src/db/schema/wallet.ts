import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * DESIGN §4: every balance change is one row here, written in the same transaction as the balance. Rows are
 * never updated or deleted; for every user, balance == sum(amount_cents) and balance ≥ 0.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    type: text('type').notNull(),
    amountCents: money('amount_cents').notNull(),
    balanceAfterCents: money('balance_after_cents').notNull(),
    /** What caused it: `recharge:12`, `withdrawal:7`, `order:…`. */
    reference: text('reference'),
    memo: text('memo'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_user_idx').on(t.userId, t.id)],
);

/** On-chain networks and the platform's receiving address on each. */
export const networks = pgTable('networks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  address: text('address').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

const decision = {
  status: smallint('status').notNull().default(0),
  refuseReason: text('refuse_reason'),
  decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
};

export const recharges = pgTable(
  'recharges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    method: text('method', { enum: ['manual', 'chain', 'card'] }).notNull(),
    amountCents: money('amount_cents').notNull(),
    arrivalCents: money('arrival_cents'),
    networkId: integer('network_id').references(() => networks.id),
    networkName: text('network_name'),
    address: text('address'),
    evidence: text('evidence'),
    remark: text('remark'),
    cardLast4: text('card_last4'),
    cardHolder: text('card_holder'),
    providerRef: text('provider_ref'),
    ...decision,
  },
  (t) => [index('recharges_user_idx').on(t.userId, t.id), index('recharges_status_idx').on(t.status, t.id)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    type: text('type', { enum: ['bank', 'chain'] }).notNull(),
    amountCents: money('amount_cents').notNull(),
    feeCents: money('fee_cents').notNull(),
    arrivalCents: money('arrival_cents').notNull(),
    bankName: text('bank_name'),
    /** AES-256-GCM; the key lives outside the database (lib/secret-box.ts). */
    cardCipher: text('card_cipher'),
    cardLast4: text('card_last4'),
    holder: text('holder'),
    networkId: integer('network_id').references(() => networks.id),
    networkName: text('network_name'),
    address: text('address'),
    ...decision,
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.id), index('withdrawals_status_idx').on(t.status, t.id)],
);

/** Who revealed a full card number, and when (DESIGN §8). */
export const cardReveals = pgTable('card_reveals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  withdrawalId: bigint('withdrawal_id', { mode: 'number' })
    .notNull()
    .references(() => withdrawals.id),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    type: text('type', { enum: ['bank', 'chain'] }).notNull(),
    bankName: text('bank_name'),
    cardCipher: text('card_cipher'),
    cardLast4: text('card_last4'),
    holder: text('holder'),
    networkId: integer('network_id').references(() => networks.id),
    address: text('address'),
    /** One row per destination: the bank card's last 4 with its bank, or the address. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdraw_accounts_user_idx').on(t.userId),
    uniqueIndex('withdraw_accounts_unique').on(t.userId, t.fingerprint),
  ],
);

/** The operator's fee rule and minimum withdrawal: one row. */
export const walletSettings = pgTable('wallet_settings', {
  id: integer('id').primaryKey().default(1),
  feeRateBps: integer('fee_rate_bps').notNull(),
  feeMinCents: money('fee_min_cents').notNull(),
  withdrawMinCents: money('withdraw_min_cents').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * DESIGN §3: a money write under an Idempotency-Key. The row is reserved first; the answer is written in the
 * same transaction as the write's effect, so a replay always finds the effect and its answer together.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userId(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Every stored upload, for ownership checks and the per-user quota (DESIGN §7). */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    path: text('path').notNull().unique(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);
