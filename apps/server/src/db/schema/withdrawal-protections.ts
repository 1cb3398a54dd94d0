import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { WITHDRAWAL_HOLD_REASONS } from '@tradewind/contract';
import { sessions } from './auth.js';
import { users } from './users.js';

/**
 * Decision 052 (withdrawal protections): what keeps a stolen session from emptying a wallet, beside the address
 * book's waiting time (withdraw_accounts.usable_at) and the two approvals (withdrawals.first_approved_by).
 */
const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A security change (password, payment code, passkey, new device): no withdrawal until `until`. Never updated. */
export const withdrawalHolds = pgTable(
  'withdrawal_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    reason: text('reason', { enum: WITHDRAWAL_HOLD_REASONS }).notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    until: at('until').notNull(),
  },
  (t) => [index('withdrawal_holds_user_idx').on(t.userId, t.until)],
);

/** The devices a buyer signed in from (a key the app keeps, else its browser's user agent, hashed). */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: userId(),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * When a session was last used: its own table, so touching it changes no session row (whose change makes every
 * process forget the user, db/functions/notify_user_changed.sql).
 */
export const sessionActivity = pgTable('session_activity', {
  sessionId: bigint('session_id', { mode: 'number' })
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
});
