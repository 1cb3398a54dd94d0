import { useTranslation } from '@/i18n/use-translation';
import type { ShippingPromise } from '@tradewind/contract';
import { formatCountry } from '@/i18n/format';
import { destinationDeliveryText } from '@/components/shipping/destination-texts';
import { useDestination } from '@/api/destination';
import { shippingCost } from '@/components/shipping/shipping-cost';
import { MoneyPhrase } from '@/components/money/money';
import '@/components/visually-hidden.css';
import './shipping-section.css';
import { ShipsToLine } from './ships-to-line';

type ShippingSectionProps = { shipping: ShippingPromise; priceCents: number; category: string };

/**
 * Under the price: what shipping costs, where the parcel leaves from, when it arrives at the buyer's country if
 * ordered now (or that the shop does not ship there), the duties to that country, returns.
 */
export function ShippingSection({ shipping, priceCents, category }: ShippingSectionProps) {
  const { t } = useTranslation();
  const destination = useDestination();
  const country = shipping.ships_from && formatCountry(shipping.ships_from);
  const place = [shipping.ships_from_city, country].filter(Boolean).join(', ');
  const cost = shippingCost(shipping, priceCents, true);
  return (
    <section className="surface-card pd-shipping" aria-labelledby="pd-shipping-title">
      <h2 id="pd-shipping-title" className="visually-hidden">
        {t('catalogue.shipping.title')}
      </h2>
      <ul className="pd-shipping__lines">
        <li className="pd-shipping__cost" data-testid="shipping-cost">
          <MoneyPhrase text={t(cost.key)} amounts={cost.amounts} />
        </li>
        {place && <li>{t('catalogue.shipping.from', { place })}</li>}
        <li className="pd-shipping__delivery" data-testid="delivery-window">
          {destination && destinationDeliveryText(t, shipping, destination)}
        </li>
        <ShipsToLine shipping={shipping} priceCents={priceCents} category={category} />
        <li>
          {shipping.return_days > 0
            ? t('catalogue.shipping.returns', { count: shipping.return_days })
            : t('catalogue.shipping.noReturns')}
        </li>
      </ul>
    </section>
  );
}
