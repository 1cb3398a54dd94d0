import { useTranslation } from '@/i18n/use-translation';
import type { ShippingCard } from '@tradewind/contract';
import { formatCountry } from '@/i18n/format';
import { useDestination } from '@/api/destination';
import { MoneyEstimate } from '../money/money';
import { useEstimate } from '../money/use-estimate';
import { shippingCost } from './shipping-cost';
import { deliveryText, shippingCostText } from './shipping-texts';

type CardShippingProps = { shipping: ShippingCard; priceCents: number };

/**
 * A card's shipping lines, one fact each so none is cut off on a narrow card: what one of it costs to ship, when
 * it would arrive at the buyer's country if ordered today (or that the shop does not ship there), and where it
 * ships from. Every card has three lines (rows stay equal), and
 * a fourth under the cost for its estimate when estimates show (empty when shipping is free).
 */
export function CardShipping({ shipping, priceCents }: CardShippingProps) {
  const { t } = useTranslation();
  const estimating = useEstimate() !== null;
  const destination = useDestination();
  const dollars = shippingCost(shipping, priceCents).amounts.amount;
  return (
    <>
      <p className="product-card__ship product-card__ship--cost">{shippingCostText(t, shipping, priceCents)}</p>
      {estimating && (
        <p className="product-card__ship">{dollars !== undefined && <MoneyEstimate cents={dollars} below />}</p>
      )}
      <p className="product-card__ship">{deliveryText(t, shipping, destination)}</p>
      <p className="product-card__ship">
        {shipping.ships_from ? t('catalogue.shipping.from', { place: formatCountry(shipping.ships_from) }) : null}
      </p>
    </>
  );
}
