import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

/**
 * Keeps a buyer's display currency on the account (decision 039): from then on it no longer follows their language.
 * Every process forgets the buyer's row (the users trigger), so the next userinfo carries it.
 */
export async function setDisplayCurrency(db: Database, user: UserRow, currency: CurrencyCode) {
  await db.update(users).set({ currency, updatedAt: new Date() }).where(eq(users.id, user.id));
}
