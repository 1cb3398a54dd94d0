import { sql } from 'drizzle-orm';
import { ErrorKey, referenceOf, type LedgerType } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { callWithFields, queryRows, type Database, type Tx } from '../../db/client.js';
import { lateCredits } from '../../db/schema/index.js';

/** The named fields `tw_move_balance` takes (db/functions/tw_move_balance.sql). */
interface BalanceMove {
  user_id: number;
  amount_cents: number;
  type: LedgerType;
  reference: string | null;
  memo: string | null;
  created_by: number | null;
}

export interface Movement {
  type: LedgerType;
  reference?: string;
  memo?: string;
  createdBy?: number;
}

/**
 * docs/architecture.md §4: the one way a balance changes, the database function `tw_move_balance` (decision 032,
 * which a payment calls from inside the database too). A credit adds; a debit is a conditional update that only
 * succeeds while the balance covers it (so parallel debits can never overdraw). Either way the ledger row, with
 * the balance after it, is written in the same call, inside the caller's transaction.
 */
export async function moveBalance(tx: Tx, userId: number, amountCents: number, movement: Movement): Promise<number> {
  const move: BalanceMove = {
    user_id: userId,
    amount_cents: amountCents,
    type: movement.type,
    reference: movement.reference ?? null,
    memo: movement.memo ?? null,
    created_by: movement.createdBy ?? null,
  };
  const balance = await callWithFields<number | null>(tx, 'tw_move_balance', move);
  if (balance == null) throw new AppError(amountCents < 0 ? ErrorKey.InsufficientBalance : ErrorKey.NotFound);
  return Number(balance);
}

/**
 * A late order's credit (decision 045): its row keyed by the order, then the balance moved with the row's own
 * reference, in the caller's transaction. Once per order whoever calls: a second call finds the key taken and moves
 * nothing (false).
 */
export async function creditLateDelivery(
  tx: Tx,
  order: { id: number; sn: string; userId: number },
  amountCents: number,
): Promise<boolean> {
  const reference = referenceOf('late', [order.sn]);
  const [credit] = await tx
    .insert(lateCredits)
    .values({ orderId: order.id, userId: order.userId, amountCents, reference })
    .onConflictDoNothing()
    .returning({ orderId: lateCredits.orderId });
  if (!credit) return false;
  await moveBalance(tx, order.userId, amountCents, { type: 'late_credit', reference });
  return true;
}

export interface LedgerProblem {
  user_id: number;
  balance_cents: number;
  ledger_sum_cents: number;
}

/** The invariant: for every user, balance == sum(ledger) and balance ≥ 0. Tests call it after each scenario. */
export async function checkLedger(db: Database) {
  const rows = await queryRows<{ user_id: number; balance_cents: number; ledger_sum_cents: number }>(
    db,
    sql`select u.id::int as user_id, u.balance_cents::bigint as balance_cents,
          coalesce(l.total, 0)::bigint as ledger_sum_cents
        from users u
        left join (select user_id, sum(amount_cents) as total from ledger_entries group by user_id) l on l.user_id = u.id`,
  );
  const problems = rows
    .map((r) => ({
      user_id: r.user_id,
      balance_cents: Number(r.balance_cents),
      ledger_sum_cents: Number(r.ledger_sum_cents),
    }))
    .filter((r) => r.balance_cents !== r.ledger_sum_cents || r.balance_cents < 0);
  return { ok: problems.length === 0, users_checked: rows.length, problems };
}
