import type { SecurityEvent, WithdrawalHoldReason } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { sendSecurityEvent } from '../notices/security.js';
import { startWithdrawalHold } from '../wallet/protections/holds.js';

/** What the buyer is told of each change; a new passkey is told on the Security screen it was added from. */
const EVENT_OF: Record<WithdrawalHoldReason, SecurityEvent | null> = {
  password_changed: 'password_changed',
  password_reset: 'password_changed',
  pay_code_changed: 'pay_code_changed',
  pay_code_reset: 'pay_code_changed',
  new_device: 'new_sign_in',
  passkey_added: null,
};

/**
 * A change to what guards the account (decisions 052 and 055), in the transaction that makes it: withdrawals wait
 * for the operator's time, and the buyer hears of it in the app, by push and by mail, whatever their settings.
 */
export async function securityChange(tx: Tx | Database, userId: number, reason: WithdrawalHoldReason) {
  await startWithdrawalHold(tx, userId, reason);
  const event = EVENT_OF[reason];
  if (event) await sendSecurityEvent(tx, userId, event);
}
