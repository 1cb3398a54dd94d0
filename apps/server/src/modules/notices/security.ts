import type { SecurityEvent } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { notify } from '../notifications/service.js';

/**
 * Tells a buyer that something changed about their account's safety (a new sign-in device, a password or payment
 * code change, a new payout destination): in the app, by push to every device and by mail, whatever their
 * settings (security cannot be turned off). Call it in the transaction that makes the change: the notice exists
 * exactly when the change does. It carries the event's name only, never a code or an account number.
 */
export async function sendSecurityEvent(tx: Tx | Database, userId: number, event: SecurityEvent) {
  await notify(tx, userId, 'security_event', { event });
}
