import { z } from 'zod';
import { OrderFx } from '../money/schemas.js';
import { positiveBigId } from '../validation.js';

/** The buyer's notices (GET /api/user/notifications): which kinds there are and what each carries. */

export const NOTIFICATION_KINDS = [
  'recharge_passed',
  'recharge_refused',
  'withdraw_passed',
  'withdraw_refused',
  'balance_adjusted',
  'order_shipped',
  'order_auto_cancelled',
  'order_closed',
  'order_cancelled',
  'refund_approved',
  'refund_refunded',
  'refund_refused',
  /** To each operator: a credited deposit's transfer left the chain (decision 028). */
  'deposit_reorged',
  /** Decision 044: each step of a case the buyer took to Tradewind. */
  'dispute_opened',
  'dispute_answered',
  'dispute_deadline_passed',
  'dispute_decided',
  /** The parcel missed the promised window's last day: what the wallet was credited (decision 045). */
  'late_credit',
  /** The shop wrote in an order's conversation (decision 047). */
  'order_message',
  /** The shop answered the buyer's question on a product page. */
  'question_answered',
  /** A payout destination was added to the address book: the buyer hears of it at once (decision 052). */
  'destination_added',
  /** A parcel reached customs, went out for delivery or was delivered (the stages a buyer waits for). */
  'order_tracking',
  /** Something the buyer saved got cheaper, or a sold-out SKU of it came back (price watches). */
  'price_dropped',
  'back_in_stock',
  /** Something changed about the account's safety: a new sign-in, a new payout destination… */
  'security_event',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Every notification about an order names it: its id (a tap opens it) and its number (the text says which). */
type AboutOrder = { order_id: number; sn: string };
/** The values each kind carries, as the server writes them and the app words them. */
export interface NotificationParams {
  recharge_passed: { amount_cents: number; id: number };
  recharge_refused: { amount_cents: number; reason: string; id: number };
  withdraw_passed: { amount_cents: number; arrival_cents: number; id: number };
  withdraw_refused: { amount_cents: number; reason: string; id: number };
  balance_adjusted: { amount_cents: number; reason: string };
  order_shipped: AboutOrder & { carrier: string; tracking_no: string };
  order_auto_cancelled: AboutOrder;
  order_closed: AboutOrder & { reason: string };
  /** The buyer cancelled a paid order before it shipped: what went back to the balance, and the reason picked. */
  order_cancelled: AboutOrder & { amount_cents: number; reason_code: string };
  refund_approved: AboutOrder;
  refund_refunded: AboutOrder & { amount_cents: number };
  refund_refused: AboutOrder & { reason: string };
  deposit_reorged: { id: number; amount_cents: number; network: string; tx_hash: string };
  dispute_opened: AboutOrder;
  dispute_answered: AboutOrder;
  dispute_deadline_passed: AboutOrder;
  /** `decision`: full_refund, part_refund or reject; `amount_cents` what was credited (0 for a rejection). */
  dispute_decided: AboutOrder & { decision: string; amount_cents: number; reason: string };
  late_credit: AboutOrder & { amount_cents: number };
  order_message: AboutOrder;
  question_answered: { product_id: number; question_id: number };
  /** `destination`: the card masked or the whole address; `usable_at`: when it can be paid to (ISO). */
  destination_added: { destination: string; usable_at: string };
  order_tracking: AboutOrder & { stage: string };
  /** Prices in cents; `image` is the product's picture path (public), shown in a push. */
  price_dropped: { product_id: number; title: string; image: string; old_cents: number; new_cents: number };
  back_in_stock: { product_id: number; title: string; image: string };
  /** `event`: one of SECURITY_EVENTS. Never a secret: no code, no full account number. */
  security_event: { event: SecurityEvent };
}

/** The account events every buyer hears of, by mail and push too, whatever their settings. */
export const SECURITY_EVENTS = [
  'new_sign_in',
  'password_changed',
  'pay_code_changed',
  'new_payout_destination',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

/** The stages of a parcel worth a notice of their own (shipping itself is `order_shipped`). */
export const NOTIFIED_STAGES = ['customs', 'out_for_delivery', 'delivered'] as const;

/** A notification: a kind and its values; the app words it in the reader's language. */
export const NotificationItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  created_at: z.string(),
  /** About an order placed with a rate: that rate, so its amounts are estimated as the order's (decision 039). */
  fx: OrderFx.optional(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationReadBody = z.object({ id: positiveBigId.optional() });
export const UnreadData = z.object({ count: z.number().int() });
