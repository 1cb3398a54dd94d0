import { freightCents, type ShippingCard } from '@tradewind/contract';
import { landedCost } from '@tradewind/contract/customs';
import { useTranslation } from '@/i18n/use-translation';
import { formatCountry } from '@/i18n/format';
import { MoneyPhrase } from '@/components/money/money';
import { useCustomsDestination } from '../api/get-customs-destination';

type ShipsToProps = { shipping: ShippingCard; priceCents: number; category: string };

/**
 * "Ships to Korea · duties included ($4.20)": for a buyer whose default address has a country, the duties and
 * import VAT/GST of one of this item to it, worked out here by the contract's own landed cost (decision 040), as
 * checkout will charge them; nothing for a visitor or an address without a country.
 */
export function ShipsToLine({ shipping, priceCents, category }: ShipsToProps) {
  const { t } = useTranslation();
  const { data: destination } = useCustomsDestination();
  if (!destination?.country) return null;
  const cost = landedCost({
    lines: [{ amount_cents: priceCents, category }],
    discount_cents: 0,
    shipping_cents: freightCents(shipping, priceCents),
    destination,
  });
  const country = formatCountry(destination.country);
  const duties = cost.import_duty_cents + cost.import_tax_cents;
  const text =
    cost.status !== 'estimated'
      ? t('catalogue.shipsTo.notEstimated', { country })
      : duties > 0
        ? t('catalogue.shipsTo.included', { country })
        : t('catalogue.shipsTo.none', { country });
  return (
    <li className="pd-shipping__customs" data-testid="ships-to">
      <MoneyPhrase text={text} amounts={{ amount: duties }} />
    </li>
  );
}
