import { eq } from 'drizzle-orm';
import { ErrorKey, type PasskeyAssertion } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPasskey } from './assertion.js';
import type { RelyingParty } from './relying-party.js';

/** Signing in with a passkey alone: the passkey names its account; a disabled account is refused as at login. */
export async function passkeyUser(db: Database, rp: RelyingParty, ip: string, credential: PasskeyAssertion) {
  const { userId } = await verifyPasskey(db, rp, ip, credential, 'sign-in', null);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(ErrorKey.PasskeyUnknown);
  if (user.disabledAt) throw new AppError(ErrorKey.AccountDisabled);
  return user;
}
