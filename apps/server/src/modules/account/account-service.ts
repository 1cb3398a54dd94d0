import { eq, or, sql } from 'drizzle-orm';
import { ErrorKey, type LoginBody, type ProfileBody, type RegisterBody, type ResetPwdBody } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { consume, isOverLimit, resetLimit } from '../../lib/rate-limit.js';
import { dummySecretHash, hashSecret, verifySecret } from '../../lib/secrets.js';
import { LOGIN_FAILURES_PER_IP, LOGIN_PER_ACCOUNT } from './limits.js';
import { createSession, endAllSessions } from './sessions.js';
import { uniqueViolationToAppError } from './unique-violation.js';

export async function register(db: Database, body: RegisterBody, lang: string) {
  const passwordHash = await hashSecret(body.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ ...body, passwordHash, lang })
      .returning();
    return { user: user!, token: await createSession(db, user!.id) };
  } catch (error) {
    throw uniqueViolationToAppError(error) ?? error;
  }
}

const tooMany = (seconds: number) => new AppError(ErrorKey.RateLimited, { minutes: Math.ceil(seconds / 60) });

/** Login by account name or email. Every try counts against the account; failures count against the IP too. */
export async function login(db: Database, body: LoginBody, ip: string) {
  const key = body.account.toLowerCase();
  const ipState = await isOverLimit(db, LOGIN_FAILURES_PER_IP, ip);
  if (ipState.over) throw tooMany(ipState.retryAfterSeconds);
  const attempt = await consume(db, LOGIN_PER_ACCOUNT, key);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);

  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.account}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1);
  const valid = await verifySecret(user?.passwordHash ?? (await dummySecretHash()), body.password);
  if (!user || !valid) {
    await consume(db, LOGIN_FAILURES_PER_IP, ip);
    throw new AppError(ErrorKey.LoginFailed);
  }
  if (user.disabledAt) throw new AppError(ErrorKey.AccountDisabled);
  await resetLimit(db, LOGIN_PER_ACCOUNT, key);
  return { user, token: await createSession(db, user.id) };
}

export async function updateProfile(db: Database, user: UserRow, body: ProfileBody) {
  try {
    const [updated] = await db
      .update(users)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  } catch (error) {
    throw uniqueViolationToAppError(error) ?? error;
  }
}

/** Changing the login password ends every session, this one too: the app asks to log in again. */
export async function changePassword(db: Database, user: UserRow, body: ResetPwdBody) {
  if (!(await verifySecret(user.passwordHash, body.oldpassword))) throw new AppError(ErrorKey.OldPasswordWrong);
  const passwordHash = await hashSecret(body.newpassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endAllSessions(tx as unknown as Database, user.id);
  });
}

export async function setLanguage(db: Database, user: UserRow, lang: string) {
  await db.update(users).set({ lang, updatedAt: new Date() }).where(eq(users.id, user.id));
}
