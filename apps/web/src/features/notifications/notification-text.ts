import type { TFunction } from 'i18next';
import type { NotificationItem } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';

type Params = NotificationItem['params'];
export type NotificationText = { title: string; body: string; reason?: string };

const money = (params: Params, name: string) => {
  const cents = Number(params[name]);
  return Number.isFinite(cents) ? formatMoney(Math.abs(cents)) : '';
};
const reasonOf = (params: Params) => {
  const reason = String(params.reason ?? '').trim();
  return reason || undefined;
};

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
]);

/** The server sends a kind and its values; the words are the reader's language's (an unknown kind too). */
export function notificationText(item: NotificationItem, t: TFunction): NotificationText {
  const kind = kindOf(item);
  if (!KNOWN.has(kind)) return { title: t('notifications.kind.other.title'), body: t('notifications.kind.other.body') };
  const values = { amount: money(item.params, 'amount_cents'), arrival: money(item.params, 'arrival_cents') };
  const reason = reasonOf(item.params);
  return {
    title: t(`notifications.kind.${kind}.title`),
    body: t(`notifications.kind.${kind}.body`, values),
    reason: reason && t('notifications.reason', { reason }),
  };
}
