import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { ErrorKey, IDEMPOTENCY_HEADER } from '@tradewind/contract';
import { callWithFields, type Database, type Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import { sha256 } from './secrets.js';

/** How long a reserved key with no answer yet counts as in progress before another request may take it over. */
export const ABANDONED_MS = 60_000;
const POLL_MS = 25;
const WAIT_MS = 15_000;
export const IDEMPOTENCY_KEY_MAX = 100;
/** What a key adds to a route's answers: the key sent before with another body, or its first request still running. */
export const IDEMPOTENCY_ERRORS = [ErrorKey.IdempotencyMismatch, ErrorKey.Conflict] as const;

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
export const hashOf = (route: string, body: unknown) => {
  const card = (body as { card?: { number?: unknown } } | null)?.card;
  const last4 = typeof card?.number === 'string' ? card.number.slice(-4) : null;
  return sha256(JSON.stringify([route, canonical(body), last4]));
};

const replay = <T>(answer: Answer): T => {
  if ('ok' in answer) return answer.ok as T;
  throw new AppError(answer.error.key, answer.error.values);
};

/**
 * docs/architecture.md §3: the same key with the same body has one effect and gets the first answer again; with another body,
 * 422. The key is reserved first (its row, without an answer). `check` runs next, outside any transaction (the
 * payment code); if it refuses, the key is freed. Then `write` runs in a transaction that also stores its answer:
 * the effect and the answer commit together. A refusal from `write` (a 4xx) is stored as the answer too; a
 * failure frees the key so a retry can run. Copies that arrive while the first runs wait for its answer.
 */
export async function idempotent<T>(
  db: Database,
  scope: IdempotencyScope,
  write: (tx: Tx) => Promise<T>,
  check?: () => Promise<void>,
): Promise<T> {
  const run = async () => {
    await check?.();
    return db.transaction(write);
  };
  if (checkedKey(scope) === undefined) return run();
  const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key!));
  const requestHash = hashOf(scope.route, scope.body);

  const free = () => db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.answer)));
  const own = async (): Promise<T> => {
    try {
      await check?.();
    } catch (error) {
      await free(); // a wrong payment code is not the answer: the buyer may retry with the right one
      throw error;
    }
    try {
      return await db.transaction(async (tx) => {
        const result = await write(tx);
        await tx
          .update(idempotencyKeys)
          .set({ answer: { ok: result } })
          .where(where);
        return result;
      });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        const answer: Answer = { error: { key: error.key, values: error.values } };
        await db.update(idempotencyKeys).set({ answer }).where(where);
      } else {
        await free();
      }
      throw error;
    }
  };

  const reserved = await db
    .insert(idempotencyKeys)
    .values({ userId: scope.userId, key: scope.key!, route: scope.route, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (reserved.length > 0) return own();

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) {
      // The first request failed and freed the key: this copy runs it.
      return idempotent(db, scope, write, check);
    }
    if (row.route !== scope.route || row.requestHash !== requestHash) throw new AppError(ErrorKey.IdempotencyMismatch);
    if (row.answer) return replay<T>(row.answer as Answer);
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(where, isNull(idempotencyKeys.answer), lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_MS))),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length > 0) return own();
    if (Date.now() > deadline) throw new AppError(ErrorKey.Conflict);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * An Idempotency-Key header as a keyed route takes it (plugins/idempotency-key.ts, before the route does any
 * work): undefined when none was sent; empty, over IDEMPOTENCY_KEY_MAX characters or not one value, a 400 naming
 * the header.
 */
export function readIdempotencyKey(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || header.length === 0 || header.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError(ErrorKey.Validation, {}, { [IDEMPOTENCY_HEADER]: 'validation.invalid' });
  }
  return header;
}

/** The scope's key, refused as `readIdempotencyKey` refuses it; undefined when the request sent none. */
export const checkedKey = (scope: IdempotencyScope) => readIdempotencyKey(scope.key);

/**
 * The answer kept under the scope's key when its first request finished: what a retry gets before anything is
 * checked again. A passkey's challenge is single-use, so verifying it again would refuse the very retry the first
 * request already answered (a lost reply, a double tap). Another body under the key is 422; no key, no row, or a
 * first request still running: undefined, and the request runs as usual.
 */
export async function keptAnswer<T>(db: Database, scope: IdempotencyScope): Promise<{ value: T } | undefined> {
  const key = checkedKey(scope);
  if (key === undefined) return undefined;
  const [row] = await db
    .select({ route: idempotencyKeys.route, requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.route !== scope.route || row.requestHash !== hashOf(scope.route, scope.body)) {
    throw new AppError(ErrorKey.IdempotencyMismatch);
  }
  return row.answer ? { value: replay<T>(row.answer as Answer) } : undefined;
}

/** The fields of a money call's argument that say what its key and request are (read by `tw_claim_key`). */
interface KeyFields {
  user_id: number;
  key: string | null;
  route: string;
  request_hash: string;
  abandoned_ms: number;
}

/**
 * One call of a money function that takes the key itself (decision 032): the key's fields and the call's own named
 * `fields`, as its one JSON argument (decision 035).
 */
export function callKeyed<O>(db: Database, name: string, scope: IdempotencyScope, fields: object): Promise<O> {
  const key: KeyFields = {
    user_id: scope.userId,
    key: checkedKey(scope) ?? null,
    route: scope.route,
    request_hash: hashOf(scope.route, scope.body),
    abandoned_ms: ABANDONED_MS,
  };
  return callWithFields<O>(db, name, { ...key, ...fields });
}

/** What a money call made in one database function says: its answer, a kept one, or something about its key. */
export type KeyedOutcome = { answer: Answer } | { replay: Answer } | { mismatch: true } | { busy: true };

/**
 * Calls a database function that takes the key itself (decision 032) until it answers: an answer, or the one kept
 * under the key, becomes the result or the refusal; another body under the key is 422; a key still reserved the
 * older way is waited for, as `idempotent` waits. Any other outcome is the caller's (`other`; none by default).
 */
export async function keyedCall<T, O extends object = never>(
  call: () => Promise<KeyedOutcome | O>,
  other: (outcome: O) => Promise<T> = () => Promise.reject(new Error('a money call answered an unknown outcome')),
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const outcome = await call();
    if ('answer' in outcome) return replay<T>(outcome.answer);
    if ('replay' in outcome) return replay<T>(outcome.replay);
    if ('mismatch' in outcome) throw new AppError(ErrorKey.IdempotencyMismatch);
    if (!('busy' in outcome)) return other(outcome);
    if (Date.now() > deadline) throw new AppError(ErrorKey.Conflict);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
