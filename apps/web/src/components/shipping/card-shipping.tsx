import { useTranslation } from '@/i18n/use-translation';
import type { ShippingCard } from '@tradewind/contract';
import { formatCountry } from '@/i18n/format';
import { deliveryText, shippingCostText } from './shipping-texts';
import '../visually-hidden.css';

type CardShippingProps = { shipping: ShippingCard; priceCents: number };

/** A card's two shipping lines: what one of it costs to ship and where from, then when it would arrive. */
export function CardShipping({ shipping, priceCents }: CardShippingProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="product-card__ship">
        <span className="product-card__ship-cost">{shippingCostText(t, shipping, priceCents)}</span>
        {shipping.ships_from && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">{t('catalogue.shipping.fromLabel')}</span>{' '}
            {formatCountry(shipping.ships_from)}
          </>
        )}
      </p>
      <p className="product-card__ship">{deliveryText(t, shipping)}</p>
    </>
  );
}
