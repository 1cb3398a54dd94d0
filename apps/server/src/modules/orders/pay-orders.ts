/** Paying orders from the balance: one call to the database (`tw_pay`, decision 032). */
import {
  canMove,
  ErrorKey,
  OrderStatus,
  PAY_CODE_LOCK_MINUTES,
  PAY_CODE_MAX_ATTEMPTS,
  type LedgerType,
  type PayData,
} from '@tradewind/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { callKeyed, keptAnswer, keyedCall, type IdempotencyScope, type KeyedOutcome } from '../../lib/idempotency.js';
import type { CodeNotMatched } from '../account/pay-code.js';
import { confirmPayer, type PayProof, type PayProofDeps, type ProofCheck } from '../account/pay-proof.js';

type Paid = z.infer<typeof PayData>;
/** The balance a payment left, with its version (decision 034): for the paying process's user memory. */
export type MovedBalance = { cents: number; version: number };

/** The named fields `tw_pay` takes besides the key's (db/functions/tw_pay.sql). */
interface PayCall {
  /** Distinct, ascending: the orders are locked in this order. */
  order_ids: number[];
  /** The code's keyed hash, compared inside the call (decision 014); null when a passkey confirmed the payment. */
  code_hash: string | null;
  /** A passkey was verified for this request (account/pay-proof.ts): the call compares no code. */
  passkey_confirmed: boolean;
  waiting: number;
  paid: number;
  max_attempts: number;
  lock_minutes: number;
  ledger_type: LedgerType;
  reference_kind: 'orders';
}

/** What `tw_pay` answers besides an answer: a refusal spent before the code, or a code it did not match. */
type PayOutcome =
  | (KeyedOutcome & { balance?: MovedBalance })
  | { refused: (typeof ErrorKey)['NotFound' | 'OrderState' | 'InsufficientBalance'] }
  | CodeNotMatched;

/**
 * Pays a buyer's unpaid orders from the balance, in one transaction of one statement: the orders locked in id
 * order; not found, not waiting for payment or a short balance refused before a try of the payment code is spent
 * (and not kept as the key's answer); the code compared and counted (decision 014), or a passkey verified before the call
 * (account/pay-proof.ts); the debit and its ledger row;
 * the orders moved along the transition table and marked for the sales counter (decision 033). The code is checked
 * through account's one entry, which the call compares for: a code the call could not compare (a code still stored
 * as argon2id, before decision 014) is checked there, and the call is made again. `moved` hears the balance the
 * payment left (not when the answer is one kept under the key: nothing moved then).
 */
export async function payOrders(
  deps: PayProofDeps,
  scope: IdempotencyScope,
  orderIds: number[],
  proof: PayProof,
  moved: (balance: MovedBalance) => void = () => {},
): Promise<Paid> {
  if (!canMove(OrderStatus.WaitingPayment, OrderStatus.WaitingDelivery)) throw new AppError(ErrorKey.OrderState);
  const ascending = [...new Set(orderIds)].sort((a, b) => a - b);
  const db: Database = deps.db;
  const pay = async (check: ProofCheck) => {
    const fields: PayCall = {
      order_ids: ascending,
      ...check,
      waiting: OrderStatus.WaitingPayment,
      paid: OrderStatus.WaitingDelivery,
      max_attempts: PAY_CODE_MAX_ATTEMPTS,
      lock_minutes: PAY_CODE_LOCK_MINUTES,
      ledger_type: 'payment',
      reference_kind: 'orders',
    };
    const outcome = await callKeyed<PayOutcome>(db, 'tw_pay', scope, fields);
    if ('balance' in outcome && outcome.balance) moved(outcome.balance);
    return outcome;
  };
  // A retry of a payment a passkey confirmed gets its first answer; the passkey's challenge is spent (decision 054).
  if (proof.passkey) {
    const kept = await keptAnswer<Paid>(db, scope);
    if (kept) return kept.value;
  }
  return confirmPayer(deps, scope.userId, proof, (check) =>
    keyedCall<Paid | CodeNotMatched, Exclude<PayOutcome, KeyedOutcome>>(
      () => pay(check),
      async (outcome) => {
        if ('refused' in outcome) throw new AppError(outcome.refused);
        return outcome;
      },
    ),
  );
}
