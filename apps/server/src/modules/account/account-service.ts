import { eq, or, sql } from 'drizzle-orm';
import {
  ErrorKey,
  Role,
  type LoginBody,
  type ProfileBody,
  type RegisterBody,
  type ResetPwdBody,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { consume, isOverLimit, resetLimit, type Limit } from '../../lib/rate-limit.js';
import { dummySecretHash, hashSecret, verifySecret } from '../../lib/secrets.js';
import { refusePasswordOnlyOperator } from '../passkeys/settings.js';
import { LOGIN_FAILURES_PER_IP, LOGIN_PER_ACCOUNT } from './limits.js';
import { createSession, endAllSessions, type SignInClient } from './sessions.js';
import { securityChange } from './security-change.js';
import { uniqueViolationToAppError } from './unique-violation.js';

/** Every registration that reaches the database counts against the caller's address (docs/product.md §9). */
export async function register(
  db: Database,
  body: RegisterBody,
  lang: string,
  from: { ip: string; limit: Limit; client?: SignInClient },
) {
  const hit = await consume(db, from.limit, from.ip);
  if (!hit.allowed) throw new AppError(ErrorKey.RegisterLimited, { minutes: Math.ceil(hit.retryAfterSeconds / 60) });
  const passwordHash = await hashSecret(body.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ ...body, passwordHash, lang })
      .returning();
    return { user: user!, token: await createSession(db, user!.id, from.client) };
  } catch (error) {
    throw uniqueViolationToAppError(error) ?? error;
  }
}

const tooMany = (seconds: number) => new AppError(ErrorKey.RateLimited, { minutes: Math.ceil(seconds / 60) });

/**
 * Login by account name or email. Every try counts against the account it names, whichever of its names was typed
 * (an unknown name counts against itself); failures count against the IP too.
 */
export async function login(db: Database, body: LoginBody, ip: string, client?: SignInClient) {
  const user = await authenticate(db, body, ip);
  // A shop's staff sign in to the console only (decision 046).
  if (user.role === Role.Staff) throw new AppError(ErrorKey.Forbidden);
  await refusePasswordOnlyOperator(db, user);
  return { user, token: await createSession(db, user.id, client) };
}

/** The login's checks and limits, without opening a session: the console opens one for operators only. */
export async function authenticate(db: Database, body: LoginBody, ip: string) {
  const typed = body.account.toLowerCase();
  const ipState = await isOverLimit(db, LOGIN_FAILURES_PER_IP, ip);
  if (ipState.over) throw tooMany(ipState.retryAfterSeconds);
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.account}) = ${typed}`, sql`lower(${users.email}) = ${typed}`))
    .limit(1);
  const key = user ? `user:${user.id}` : `typed:${typed}`;
  const attempt = await consume(db, LOGIN_PER_ACCOUNT, key);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);

  const valid = await verifySecret(user?.passwordHash ?? (await dummySecretHash()), body.password);
  if (!user || !valid) {
    await consume(db, LOGIN_FAILURES_PER_IP, ip);
    throw new AppError(ErrorKey.LoginFailed);
  }
  if (user.disabledAt) throw new AppError(ErrorKey.AccountDisabled);
  await resetLimit(db, LOGIN_PER_ACCOUNT, key);
  return user;
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
    await securityChange(tx, user.id, 'password_changed');
  });
}

export async function setLanguage(db: Database, user: UserRow, lang: string) {
  await db.update(users).set({ lang, updatedAt: new Date() }).where(eq(users.id, user.id));
}
