import { useTranslation } from '@/i18n/use-translation';
import type { ShippingPromise } from '@tradewind/contract';
import { formatCountry } from '@/i18n/format';
import { deliveryText, shippingCostText } from '@/components/shipping/shipping-texts';
import '@/components/visually-hidden.css';
import './shipping-section.css';
import { ShipsToLine } from './ships-to-line';

type ShippingSectionProps = { shipping: ShippingPromise; priceCents: number; category: string };

/**
 * Under the price: what shipping costs, where the parcel leaves from, when it arrives if ordered now, the duties to
 * the buyer's country, returns.
 */
export function ShippingSection({ shipping, priceCents, category }: ShippingSectionProps) {
  const { t } = useTranslation();
  const country = shipping.ships_from && formatCountry(shipping.ships_from);
  const place = [shipping.ships_from_city, country].filter(Boolean).join(', ');
  return (
    <section className="surface-card pd-shipping" aria-labelledby="pd-shipping-title">
      <h2 id="pd-shipping-title" className="visually-hidden">
        {t('catalogue.shipping.title')}
      </h2>
      <ul className="pd-shipping__lines">
        <li className="pd-shipping__cost" data-testid="shipping-cost">
          {shippingCostText(t, shipping, priceCents, true)}
        </li>
        {place && <li>{t('catalogue.shipping.from', { place })}</li>}
        <li className="pd-shipping__delivery" data-testid="delivery-window">
          {deliveryText(t, shipping)}
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
