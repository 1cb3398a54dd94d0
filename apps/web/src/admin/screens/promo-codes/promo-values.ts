import type { TFunction } from '@/i18n/use-translation';
import type { PromoCode } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { fromCents } from '../../components/money-input';
import type { PromoCodeInput } from './api/save-promo-code';

/** "$5.00 off" or "10% off": `value` is cents for an amount, basis points for a percentage. */
export const discountText = (t: TFunction, code: Pick<PromoCode, 'kind' | 'value'>) =>
  code.kind === 'amount'
    ? t('admin.promoCodes.discount.amount', { amount: formatMoney(code.value) })
    : t('admin.promoCodes.discount.percent', { percent: code.value / 100 });

export const isExpired = (code: PromoCode, now = Date.now()) =>
  code.expires_at !== null && Date.parse(code.expires_at) <= now;

/** The save body that keeps a code as it is, for changing one thing (enabled) from the list. */
export const bodyOf = (code: PromoCode): PromoCodeInput => ({
  id: code.id,
  code: code.code,
  kind: code.kind,
  ...(code.kind === 'amount' ? { amount: fromCents(code.value) } : { percent: code.value / 100 }),
  min_order: fromCents(code.min_order_cents),
  uses_left: code.uses_left,
  expires_at: code.expires_at,
  enabled: code.enabled,
  shop_id: code.shop?.id ?? null,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` field shows it, in the operator's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The field's local time as the ISO time the server keeps; empty means it never expires. */
export const fromLocalInput = (value: string | undefined): string | null =>
  value ? new Date(value).toISOString() : null;
