import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An operator's invitation of a person as staff of `shop_ids` (decision 046). Only the code's SHA-256 is kept (the code
 * is 32 random bytes, like a session token); it is redeemed once, before `expires_at`, unless revoked.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    shopIds: integer('shop_ids').array().notNull(),
    codeHash: text('code_hash').notNull().unique(),
    invitedBy: bigint('invited_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The staff account the invitation made. */
    acceptedBy: bigint('accepted_by', { mode: 'number' }).references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_open_idx').on(t.expiresAt)],
);
