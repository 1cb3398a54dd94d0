import type { TFunction } from '@/i18n/use-translation';
import type { NotificationItem } from '@tradewind/contract';

type Params = NotificationItem['params'];
/**
 * `body` keeps its amounts' placeholders (`{{amount}}`), their cents in `amounts`: shown as <MoneyPhrase>, each with
 * its estimate, as everywhere else. `to`: where a tap leads (an order notification opens the order).
 */
export type NotificationText = {
  title: string;
  body: string;
  amounts: Record<string, number>;
  reason?: string;
  to?: string;
};

const MONEY = { amount: 'amount_cents', arrival: 'arrival_cents', old: 'old_cents', new: 'new_cents' } as const;
/** The amounts a notification names, as positive cents (a debit says so in its words). */
function amountsOf(params: Params): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const [name, param] of Object.entries(MONEY)) {
    const cents = Number(params[param]);
    if (params[param] !== undefined && Number.isSafeInteger(cents)) amounts[name] = Math.abs(cents);
  }
  return amounts;
}
const text = (params: Params, name: string) => String(params[name] ?? '').trim();
const reasonOf = (params: Params) => text(params, 'reason') || undefined;

/** A balance adjustment reads as money added or taken, by the sign of its amount. */
const kindOf = (item: NotificationItem): string => {
  if (item.kind === 'dispute_decided' && item.params.decision === 'reject') return 'dispute_rejected';
  if (item.kind !== 'balance_adjusted') return item.kind;
  return Number(item.params.amount_cents) < 0 ? 'balance_debited' : 'balance_credited';
};

const KNOWN = new Set([
  'recharge_passed',
  'recharge_refused',
  'withdraw_passed',
  'withdraw_refused',
  'balance_credited',
  'balance_debited',
  'order_shipped',
  'order_auto_cancelled',
  'order_closed',
  'order_cancelled',
  'refund_approved',
  'refund_refunded',
  'refund_refused',
  'dispute_opened',
  'dispute_answered',
  'dispute_deadline_passed',
  'dispute_decided',
  'dispute_rejected',
  'late_credit',
  'order_message',
  'question_answered',
  'destination_added',
]);

/** Order, refund, case and late-credit notifications are about an order: a tap opens it (a case's, the case). */
const ABOUT_AN_ORDER = /^(order|refund|dispute|late)_/;

/** The order a notification is about, when it names a valid one. */
const orderLink = (params: Params, kind: string): string | undefined => {
  const id = Number(params.order_id);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  return kind.startsWith('dispute_') ? `/dispute/${id}` : `/orderInfo/${id}`;
};

/** An answered question opens its product page. */
const productLink = (params: Params): string | undefined => {
  const id = Number(params.product_id);
  return Number.isInteger(id) && id > 0 ? `/detail/${id}` : undefined;
};

/** Kinds worded in the `notices` namespace (decision 055): parcel stages, price watches, security events. */
const NOTICE_KINDS = new Set(['order_tracking', 'price_dropped', 'back_in_stock', 'security_event']);
const STAGES = new Set(['customs', 'out_for_delivery', 'delivered']);
const EVENTS = new Set(['new_sign_in', 'password_changed', 'pay_code_changed', 'new_payout_destination']);

function noticeText(item: NotificationItem, t: TFunction): NotificationText {
  const { params, kind } = item;
  const stage = text(params, 'stage');
  const event = text(params, 'event');
  const values = {
    sn: text(params, 'sn'),
    title: text(params, 'title'),
    stage: STAGES.has(stage) ? t(`notices.stage.${stage}`) : '',
    event: EVENTS.has(event) ? t(`notices.event.${event}`) : '',
  };
  return {
    title: t(`notices.kind.${kind}.title`),
    body: t(`notices.kind.${kind}.body`, values),
    amounts: amountsOf(params),
    to:
      kind === 'order_tracking'
        ? orderLink(params, kind)
        : kind === 'security_event'
          ? '/security'
          : productLink(params),
  };
}

/** The server sends a kind and its values; the words are the reader's language's (an unknown kind too). */
export function notificationText(item: NotificationItem, t: TFunction): NotificationText {
  if (NOTICE_KINDS.has(item.kind)) return noticeText(item, t);
  const kind = kindOf(item);
  if (!KNOWN.has(kind)) {
    return { title: t('notifications.kind.other.title'), body: t('notifications.kind.other.body'), amounts: {} };
  }
  const { params } = item;
  const values = {
    sn: text(params, 'sn'),
    carrier: text(params, 'carrier'),
    tracking: text(params, 'tracking_no'),
    destination: text(params, 'destination'),
  };
  const reason = reasonOf(params);
  return {
    title: t(`notifications.kind.${kind}.title`),
    body: t(`notifications.kind.${kind}.body`, values),
    amounts: amountsOf(params),
    reason: reason && t('notifications.reason', { reason }),
    to: ABOUT_AN_ORDER.test(kind)
      ? orderLink(params, kind)
      : kind === 'question_answered'
        ? productLink(params)
        : undefined,
  };
}
