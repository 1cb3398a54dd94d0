import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A buyer's or an operator's passkeys (decision 054): the credential's id, its public key (COSE, base64url)
 * and its signature counter; never a private key. `counter` only rises: an assertion whose counter is not above it
 * is a replay or a cloned authenticator and is refused.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId, t.id)],
);

/**
 * Challenges handed out, kept in the database so that any process can check the answer: each is taken (deleted)
 * by the one check that uses it, and refused once `expires_at` has passed. `user_id` is null for a sign-in, where
 * nobody is known yet.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'confirm'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

/** The console's sign-in rule, one row (id 1): operators may be required to sign in with a passkey. */
export const passkeySettings = pgTable('passkey_settings', {
  id: integer('id').primaryKey(),
  operatorsNeedPasskey: boolean('operators_need_passkey').notNull().default(false),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
