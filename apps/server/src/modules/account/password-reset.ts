import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ErrorKey,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_GUESSES,
  RESET_CODE_TTL_MINUTES,
  translate,
  type LanguageCode,
  type ResetByCodeBody,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { passwordResetCodes, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { consume } from '../../lib/rate-limit.js';
import { hashSecret, randomDigits, verifySecret } from '../../lib/secrets.js';
import { RESET_SEND_PER_EMAIL, RESET_SEND_PER_IP, RESET_VERIFY_PER_EMAIL } from './limits.js';
import { endAllSessions } from './sessions.js';
import { securityChange } from './security-change.js';

const findByEmail = async (db: Database, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1)
  )[0];

const rateLimited = (seconds: number) => new AppError(ErrorKey.RateLimited, { minutes: Math.ceil(seconds / 60) });

/** Sends a 6-digit code. The answer is the same whether the email is known, so it tells nobody who has an account. */
export async function sendResetCode(db: Database, mailer: Mailer, email: string, ip: string, lang: LanguageCode) {
  for (const [limit, key] of [
    [RESET_SEND_PER_IP, ip],
    [RESET_SEND_PER_EMAIL, email],
  ] as const) {
    const hit = await consume(db, limit, key);
    if (!hit.allowed) throw rateLimited(hit.retryAfterSeconds);
  }
  const user = await findByEmail(db, email);
  if (!user || user.disabledAt) return;
  const code = randomDigits(RESET_CODE_LENGTH);
  const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({ userId: user.id, codeHash: await hashSecret(code), expiresAt });
  });
  const values = { code, minutes: RESET_CODE_TTL_MINUTES };
  await mailer(db, {
    to: user.email,
    subject: translate(lang, 'mail.resetSubject'),
    text: translate(lang, 'mail.resetBody', values),
  });
}

/** Sets a new password with a valid code: single use, 15 minutes, five guesses; every session ends. */
export async function resetByCode(db: Database, body: ResetByCodeBody) {
  const hit = await consume(db, RESET_VERIFY_PER_EMAIL, body.email);
  if (!hit.allowed) throw rateLimited(hit.retryAfterSeconds);
  const invalid = new AppError(ErrorKey.ResetCodeInvalid);
  const user = await findByEmail(db, body.email);
  if (!user) throw invalid;
  const [latest] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, user.id))
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= new Date()) throw invalid;
  const [guess] = await db
    .update(passwordResetCodes)
    .set({ guesses: sql`${passwordResetCodes.guesses} + 1` })
    .where(and(eq(passwordResetCodes.id, latest.id), sql`${passwordResetCodes.guesses} < ${RESET_CODE_MAX_GUESSES}`))
    .returning({ id: passwordResetCodes.id });
  if (!guess || !(await verifySecret(latest.codeHash, body.code))) throw invalid;

  const passwordHash = await hashSecret(body.newpassword);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.id, latest.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!used) throw invalid;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endAllSessions(tx as unknown as Database, user.id);
    await securityChange(tx, user.id, 'password_reset');
  });
}
