import { and, asc, count, eq } from 'drizzle-orm';
import { ErrorKey, type PasskeyItem } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { passkeys } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** How many passkeys one account keeps: a person's phones, laptops and keys, with room to spare. */
export const PASSKEYS_PER_ACCOUNT = 10;

type PasskeyRow = typeof passkeys.$inferSelect;

export const toPasskeyItem = (row: PasskeyRow): PasskeyItem => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export const passkeysOf = (db: Database, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));

export async function passkeyCount(db: Database, userId: number) {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** Removes one of the user's own passkeys; another user's, or one already gone, is NOT_FOUND. */
export async function removePasskey(db: Database, userId: number, id: number) {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw new AppError(ErrorKey.NotFound);
}
