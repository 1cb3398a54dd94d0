import { eq } from 'drizzle-orm';
import { ErrorKey, Role, type PasskeySettings } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { passkeySettings, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { passkeyCount } from './passkey-list.js';

export async function passkeySettingsOf(db: Database): Promise<PasskeySettings> {
  const [row] = await db.select().from(passkeySettings).where(eq(passkeySettings.id, 1));
  return { operators_need_passkey: row?.operatorsNeedPasskey ?? false };
}

/**
 * An operator may require passkeys for operators only with a passkey of their own: the console would otherwise
 * lock its last way in for them.
 */
export async function savePasskeySettings(db: Database, operator: UserRow, next: PasskeySettings) {
  if (next.operators_need_passkey && (await passkeyCount(db, operator.id)) === 0) {
    throw new AppError(ErrorKey.PasskeyNone);
  }
  const values = { operatorsNeedPasskey: next.operators_need_passkey, updatedBy: operator.id, updatedAt: new Date() };
  await db
    .insert(passkeySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: passkeySettings.id, set: values });
  return next;
}

/**
 * A password alone signs no operator in while the setting asks for passkeys (the console's sign-in and the app's
 * login, whose token would open the console's routes too): PASSKEY_REQUIRED.
 */
export async function refusePasswordOnlyOperator(db: Database, user: UserRow) {
  if (user.role !== Role.Operator) return;
  if ((await passkeySettingsOf(db)).operators_need_passkey) throw new AppError(ErrorKey.PasskeyRequired);
}
