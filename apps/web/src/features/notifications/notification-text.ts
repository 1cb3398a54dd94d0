import type { TFunction } from '@/i18n/use-translation';
import type { NotificationItem } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';

type Params = NotificationItem['params'];
/** `to`: where a tap leads (an order notification opens the order). */
export type NotificationText = { title: string; body: string; reason?: string; to?: string };

const money = (params: Params, name: string) => {
  const cents = Number(params[name]);
  return Number.isFinite(cents) ? formatMoney(Math.abs(cents)) : '';
};
const text = (params: Params, name: string) => String(params[name] ?? '').trim();
const reasonOf = (params: Params) => text(params, 'reason') || undefined;

/** A balance adjustment reads as money added or taken, by the sign of its amount. */
const kindOf = (item: NotificationItem): string => {
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
  'order_message',
  'question_answered',
]);

/** Order and refund notifications are about an order: a tap opens it. */
const ABOUT_AN_ORDER = /^(order|refund)_/;

/** The order a notification is about, when it names a valid one. */
const orderLink = (params: Params): string | undefined => {
  const id = Number(params.order_id);
  return Number.isInteger(id) && id > 0 ? `/orderInfo/${id}` : undefined;
};

/** An answered question opens its product page. */
const productLink = (params: Params): string | undefined => {
  const id = Number(params.product_id);
  return Number.isInteger(id) && id > 0 ? `/detail/${id}` : undefined;
};

/** The server sends a kind and its values; the words are the reader's language's (an unknown kind too). */
export function notificationText(item: NotificationItem, t: TFunction): NotificationText {
  const kind = kindOf(item);
  if (!KNOWN.has(kind)) return { title: t('notifications.kind.other.title'), body: t('notifications.kind.other.body') };
  const { params } = item;
  const values = {
    amount: money(params, 'amount_cents'),
    arrival: money(params, 'arrival_cents'),
    sn: text(params, 'sn'),
    carrier: text(params, 'carrier'),
    tracking: text(params, 'tracking_no'),
  };
  const reason = reasonOf(params);
  return {
    title: t(`notifications.kind.${kind}.title`),
    body: t(`notifications.kind.${kind}.body`, values),
    reason: reason && t('notifications.reason', { reason }),
    to: ABOUT_AN_ORDER.test(kind) ? orderLink(params) : kind === 'question_answered' ? productLink(params) : undefined,
  };
}
