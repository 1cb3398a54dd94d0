import type { TFunction } from '@/i18n/use-translation';
import type { FreightRule } from '@tradewind/contract';
import { formatCountry, formatMoney } from '@/i18n/format';

/** How a rule reads to the operator: "Free", "$5.00 per order", "$5.00 per order, free from $100.00". */
export function freightText(t: TFunction, baseCents: number, freeOverCents: number | null): string {
  if (baseCents === 0) return t('admin.freight.rule.free');
  if (freeOverCents === null) return t('admin.freight.rule.base', { base: formatMoney(baseCents) });
  return t('admin.freight.rule.baseFreeOver', { base: formatMoney(baseCents), freeOver: formatMoney(freeOverCents) });
}

/** The promise in one line: "Shenzhen, China · 2 + 5–9 days · 30-day returns". */
export function deliveryText(t: TFunction, delivery: FreightRule['delivery']): string {
  const country = delivery.ships_from && formatCountry(delivery.ships_from);
  const place = [delivery.ships_from_city, country].filter(Boolean).join(', ');
  const days = t('admin.freight.delivery.days', {
    handling: delivery.handling_days,
    min: delivery.transit_min_days,
    max: delivery.transit_max_days,
  });
  const returns =
    delivery.return_days > 0
      ? t('admin.freight.delivery.returnsShort', { count: delivery.return_days })
      : t('admin.freight.delivery.noReturns');
  return [place, days, returns].filter(Boolean).join(' · ');
}
