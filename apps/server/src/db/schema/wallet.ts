import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ADDRESS_FORMATS, TRANSFER_CURRENCIES } from '@tradewind/contract';
import { users } from './users.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * docs/architecture.md §4: every balance change is one row here, written in the same transaction as the balance. Rows are
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

/**
 * On-chain networks and the platform's receiving address on each. With an EVM JSON-RPC endpoint and a token contract,
 * deposits are verified on the chain itself (decision 028); without one, the operator audits them by eye as before.
 */
export const networks = pgTable('networks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The token deposits and withdrawals on it are in ("USDT"): the buyer reads "USDT on TRC20". */
  token: text('token').notNull().default('USDT'),
  address: text('address').notNull(),
  /** How the network's addresses are written (ADDRESS_FORMATS): a withdrawal's address is checked against it. */
  addressFormat: text('address_format', { enum: ADDRESS_FORMATS }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  rpcUrl: text('rpc_url'),
  /** The ERC-20 contract whose Transfer logs count, lower-case 0x… */
  tokenContract: text('token_contract'),
  tokenDecimals: smallint('token_decimals'),
  /** Blocks a deposit's block must have on top of it, itself included, before it is credited. */
  confirmations: integer('confirmations'),
});

/** What the chain says about a transfer: its hash, its log, the block it is in and what arrived, in token units. */
const chainFacts = {
  txHash: text('tx_hash'),
  logIndex: integer('log_index'),
  blockNumber: bigint('block_number', { mode: 'number' }),
  confirmations: integer('confirmations'),
  /** The Transfer's value in the token's smallest unit (can exceed 2^64, hence numeric). */
  tokenUnits: numeric('token_units'),
  chainFrom: text('chain_from'),
  chainTo: text('chain_to'),
};

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
    /** The network's token when the top-up was made. */
    networkToken: text('network_token'),
    address: text('address'),
    evidence: text('evidence'),
    /** The buyer's note for the operator (a manual top-up). */
    remark: text('remark'),
    /** A manual top-up: the currency paid in, and the reference the buyer quoted on the transfer (unique). */
    currency: text('currency', { enum: TRANSFER_CURRENCIES }),
    reference: text('reference'),
    cardLast4: text('card_last4'),
    cardHolder: text('card_holder'),
    providerRef: text('provider_ref'),
    ...chainFacts,
    /** Verified on the chain: 'confirming' until credited ('credited') or handed to the operator ('review'). */
    chainState: text('chain_state', { enum: ['confirming', 'credited', 'review'] }),
    /** Confirmations required, copied from the network when the deposit was pasted. */
    confirmationsRequired: integer('confirmations_required'),
    /** When a process last looked at it on the chain: the lease that keeps processes off each other's rows. */
    chainCheckedAt: timestamp('chain_checked_at', { withTimezone: true }),
    /** Since when the chain no longer knows the transaction: its rechecks back off, and it fails after a while. */
    chainMissingSince: timestamp('chain_missing_since', { withTimezone: true }),
    /** Credited by the chain: rechecked until then, for a reorg deeper than its confirmations (decision 028). */
    chainRecheckUntil: timestamp('chain_recheck_until', { withTimezone: true }),
    /** A credited deposit whose transfer left the canonical chain: flagged to the operator, nothing debited. */
    chainReorgedAt: timestamp('chain_reorged_at', { withTimezone: true }),
    /** When and by whom the operator marked the flag handled. */
    reorgSettledAt: timestamp('reorg_settled_at', { withTimezone: true }),
    reorgSettledBy: bigint('reorg_settled_by', { mode: 'number' }).references(() => users.id),
    ...decision,
  },
  (t) => [
    index('recharges_user_idx').on(t.userId, t.id),
    index('recharges_status_idx').on(t.status, t.id),
    uniqueIndex('recharges_reference_unique').on(t.reference),
    // A transfer (transaction hash and log index) is credited at most once, whoever pastes it (decision 028).
    uniqueIndex('recharges_chain_transfer_unique').on(t.networkId, t.txHash, t.logIndex),
    index('recharges_confirming_idx')
      .on(t.id)
      .where(sql`${t.chainState} = 'confirming'`),
    index('recharges_recheck_idx')
      .on(t.chainCheckedAt)
      .where(sql`${t.chainRecheckUntil} is not null`),
    index('recharges_reorged_idx')
      .on(t.id)
      .where(sql`${t.chainReorgedAt} is not null and ${t.reorgSettledAt} is null`),
  ],
);

/**
 * Decision 031: a buyer's request to top up on a verified network, with an exact amount (token units) no other open
 * intent of that network carries. A pasted transfer is credited only to the buyer whose intent it matches.
 */
export const depositIntents = pgTable(
  'deposit_intents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id),
    wantedCents: money('wanted_cents').notNull(),
    creditCents: money('credit_cents').notNull(),
    tokenUnits: numeric('token_units').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Holds its exact amount: true until consumed or retired (expired and past its grace). */
    open: boolean('open').notNull().default(true),
    rechargeId: bigint('recharge_id', { mode: 'number' }).references(() => recharges.id),
  },
  (t) => [
    // The exact amount is unique among the network's open intents: it names one buyer.
    uniqueIndex('deposit_intents_open_units_unique')
      .on(t.networkId, t.tokenUnits)
      .where(sql`${t.open}`),
    index('deposit_intents_user_idx').on(t.userId, t.id),
  ],
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
    networkToken: text('network_token'),
    address: text('address'),
    /** Above the operator's amount, two operators approve: the first is recorded here, the second pays. */
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }).references(() => users.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** The payout's transfer, verified on the chain before an on-chain withdrawal counts as paid (decision 028). */
    ...chainFacts,
    ...decision,
  },
  (t) => [
    uniqueIndex('withdrawals_chain_transfer_unique').on(t.networkId, t.txHash, t.logIndex),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

/** Who revealed a full card number, and when (docs/architecture.md §8). */
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
    /** A new destination waits the operator's time before it can be paid to (rows saved before it: at once). */
    usableAt: timestamp('usable_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdraw_accounts_user_idx').on(t.userId),
    uniqueIndex('withdraw_accounts_unique').on(t.userId, t.fingerprint),
  ],
);

/**
 * The platform's bank account for one currency, which a manual top-up is paid to (decision 038). A currency with
 * no enabled account is not offered.
 */
export const receivingAccounts = pgTable('receiving_accounts', {
  id: serial('id').primaryKey(),
  currency: text('currency', { enum: TRANSFER_CURRENCIES }).notNull().unique(),
  bankName: text('bank_name').notNull(),
  holder: text('holder').notNull(),
  accountNumber: text('account_number').notNull(),
  swift: text('swift'),
  routing: text('routing'),
  note: text('note'),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A reference given to a buyer to quote on a manual transfer before paying, bound to the top-up that quotes it
 * (decision 038). A buyer holds at most one unbound reference: asking again gives it back.
 */
export const rechargeReferences = pgTable(
  'recharge_references',
  {
    code: text('code').primaryKey(),
    userId: userId(),
    rechargeId: bigint('recharge_id', { mode: 'number' }).references(() => recharges.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recharge_references_open_unique')
      .on(t.userId)
      .where(sql`${t.rechargeId} is null`),
  ],
);

/** The operator's fee rule and minimum withdrawal: one row. */
export const walletSettings = pgTable('wallet_settings', {
  id: integer('id').primaryKey().default(1),
  feeRateBps: integer('fee_rate_bps').notNull(),
  feeMinCents: money('fee_min_cents').notNull(),
  withdrawMinCents: money('withdraw_min_cents').notNull(),
  /** Decision 052 (withdrawal protections): a new destination's wait, the hold after a security change. */
  destinationWaitMinutes: integer('destination_wait_minutes').notNull().default(1440),
  holdMinutes: integer('hold_minutes').notNull().default(1440),
  /** The most one withdrawal, and all of a buyer's in any 24 hours, may take; above `dual_approval_cents`, two operators. */
  withdrawMaxCents: money('withdraw_max_cents').notNull().default(1_000_000),
  dailyMaxCents: money('daily_max_cents').notNull().default(2_000_000),
  dualApprovalCents: money('dual_approval_cents').notNull().default(500_000),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
