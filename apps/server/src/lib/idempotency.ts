import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import { sha256 } from './secrets.js';
import type { Tx } from '../modules/wallet/ledger.js';

/** How long a key left without an answer (before ADR 018) counts as in progress before a request may take it over. */
const ABANDONED_MS = 60_000;
export const IDEMPOTENCY_KEY_MAX = 100;

type Answer = { ok: unknown } | { error: { key: ErrorKey; values: Record<string, string | number> } };

export interface IdempotencyScope {
  userId: number;
  /** The Idempotency-Key header; without one the write simply runs. */
  key: string | undefined;
  route: string;
  /** The request body (the payment code and card details are hashed apart, see hashOf). */
  body: unknown;
}

const SECRET_FIELDS = new Set(['pay_password', 'password', 'card']);
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .filter((k) => !SECRET_FIELDS.has(k))
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;
/**
 * The payment code and the card never reach the stored hash (a hash of six digits, or of a card number, is no
 * secret); of a card, only its last four digits count.
 */
const hashOf = (route: string, body: unknown) => {
  const card = (body as { card?: { number?: unknown } } | null)?.card;
  const last4 = typeof card?.number === 'string' ? card.number.slice(-4) : null;
  return sha256(JSON.stringify([route, canonical(body), last4]));
};

const replay = <T>(answer: Answer): T => {
  if ('ok' in answer) return answer.ok as T;
  throw new AppError(answer.error.key, answer.error.values);
};

/**
 * DESIGN §3: the same key with the same body has one effect and gets the first answer again; with another body,
 * 422. The key is claimed inside the write's own transaction (ADR 018): its row, the effect and the answer commit
 * together, and a copy that arrives meanwhile waits on the key's unique index until the first commits (then
 * replays its answer) or rolls back (then runs itself). `check` runs first, outside any transaction (the payment
 * code), after a read that answers a replay without spending a try; if it refuses, nothing is kept, so the buyer
 * may retry with the right code. A refusal from `write` (a 4xx) is kept as the answer too; a failure keeps nothing.
 */
export async function idempotent<T>(
  db: Database,
  scope: IdempotencyScope,
  write: (tx: Tx) => Promise<T>,
  check?: () => Promise<void>,
): Promise<T> {
  if (scope.key === undefined) {
    await check?.();
    return db.transaction(write);
  }
  if (scope.key.length === 0 || scope.key.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError(ErrorKey.Validation, {}, { 'idempotency-key': 'validation.invalid' });
  }
  const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));
  const row = {
    userId: scope.userId,
    key: scope.key,
    route: scope.route,
    requestHash: hashOf(scope.route, scope.body),
  };
  const replayed = async (): Promise<{ answer: T } | undefined> => {
    const [kept] = await db.select().from(idempotencyKeys).where(where);
    if (!kept) return undefined;
    if (kept.route !== row.route || kept.requestHash !== row.requestHash)
      throw new AppError(ErrorKey.IdempotencyMismatch);
    // Only a process of the version before ADR 018 leaves a key without an answer; it is still running or died.
    if (!kept.answer) throw new AppError(ErrorKey.Conflict);
    return { answer: replay<T>(kept.answer as Answer) };
  };

  if (check) {
    const known = await replayed();
    if (known) return known.answer;
    await check();
  }
  try {
    return await db.transaction(async (tx) => {
      // A key left without an answer by a process that died before ADR 018 is taken over when it is old enough.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values(row)
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { createdAt: sql`now()` },
          where: and(
            isNull(idempotencyKeys.answer),
            eq(idempotencyKeys.requestHash, row.requestHash),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_MS)),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new KeyTaken();
      const result = await write(tx);
      await tx
        .update(idempotencyKeys)
        .set({ answer: { ok: result } })
        .where(where);
      return result;
    });
  } catch (error) {
    if (error instanceof KeyTaken) {
      const known = await replayed();
      if (known) return known.answer;
      return idempotent(db, scope, write, check); // the first copy failed and kept nothing: this one runs
    }
    if (error instanceof AppError && error.status < 500) {
      const answer: Answer = { error: { key: error.key, values: error.values } };
      await db
        .insert(idempotencyKeys)
        .values({ ...row, answer })
        .onConflictDoNothing();
    }
    throw error;
  }
}

/** Another request holds or has answered this key. */
class KeyTaken extends Error {}
