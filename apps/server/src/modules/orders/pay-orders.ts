/** Paying orders from the balance: one call to the database (`tw_pay`, decision 032). */
import { sql } from 'drizzle-orm';
import {
  canMove,
  ErrorKey,
  OrderStatus,
  PAY_CODE_LOCK_MINUTES,
  PAY_CODE_MAX_ATTEMPTS,
  type PayData,
} from '@tradewind/contract';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { keyArguments, keyedCall, type IdempotencyScope, type KeyedOutcome } from '../../lib/idempotency.js';
import type { PayCodeHasher } from '../account/pay-code-hash.js';
import { verifyPayCode } from '../account/pay-code.js';
import { wrongCode } from '../account/pay-code-legacy.js';

type Paid = z.infer<typeof PayData>;
/** The balance a payment left, with its version (decision 034): for the paying process's user memory. */
export type MovedBalance = { cents: number; version: number };

/** What `tw_pay` answers besides an answer: a refusal spent before the code, or the code's compare. */
type PayOutcome =
  | (KeyedOutcome & { balance?: MovedBalance })
  | { refused: (typeof ErrorKey)['NotFound' | 'OrderState' | 'InsufficientBalance'] }
  | { code: { matched: boolean | null; attempts: number | null } };

/**
 * Pays a buyer's unpaid orders from the balance, in one transaction of one statement: the orders locked in id
 * order; not found, not waiting for payment or a short balance refused before a try of the payment code is spent
 * (and not kept as the key's answer); the code compared and counted (decision 014); the debit and its ledger row;
 * the orders moved along the transition table and marked for the sales counter (decision 033). A code still stored
 * as argon2id (before decision 014) is checked here first, then the call is made again. `moved` hears the balance
 * the payment left (not when the answer is one kept under the key: nothing moved then).
 */
export async function payOrders(
  db: Database,
  hasher: PayCodeHasher,
  scope: IdempotencyScope,
  orderIds: number[],
  code: string,
  moved: (balance: MovedBalance) => void = () => {},
): Promise<Paid> {
  if (!canMove(OrderStatus.WaitingPayment, OrderStatus.WaitingDelivery)) throw new AppError(ErrorKey.OrderState);
  const ids = `{${[...new Set(orderIds)].sort((a, b) => a - b).join(',')}}`;
  const expected = hasher.hash(scope.userId, code);
  const key = keyArguments(scope);
  const call = async () => {
    const [row] = await queryRows<{ outcome: PayOutcome }>(
      db,
      sql`select tw_pay(${key}, ${ids}::bigint[], ${expected}::text,
        ${OrderStatus.WaitingPayment}::int, ${OrderStatus.WaitingDelivery}::int, ${PAY_CODE_MAX_ATTEMPTS}::int,
        ${PAY_CODE_LOCK_MINUTES}::int, 'payment', 'orders') as outcome`,
    );
    const outcome = row!.outcome;
    if ('balance' in outcome && outcome.balance) moved(outcome.balance);
    return outcome;
  };
  let legacyChecked = false;
  const settle = async (outcome: Exclude<PayOutcome, KeyedOutcome>): Promise<Paid> => {
    if ('refused' in outcome) throw new AppError(outcome.refused);
    const { matched, attempts } = outcome.code;
    if (matched === false) throw wrongCode(attempts!);
    // No code stored as HMAC, or locked: the full check says which, or checks (and re-keys) an argon2id code.
    if (legacyChecked) throw new AppError(ErrorKey.Conflict);
    await verifyPayCode(db, hasher, scope.userId, code);
    legacyChecked = true;
    return keyedCall(call, settle);
  };
  return keyedCall(call, settle);
}
