import { useTranslation } from '@/i18n/use-translation';
import { freeShippingGap, freightCents, type CartData } from '@tradewind/contract';
import { MoneyPhrase } from '@/components/money/money';
import './free-shipping-nudge.css';

type NudgeProps = { freight: CartData['shops'][number]['freight']; subtotalCents: number; shopId: number };

/**
 * Under a shop's ticked subtotal: how much more ships this shop's order free ("Add $12.00 for free shipping"), or
 * that it already does. Nothing for a shop that always ships free, or never does.
 */
export function FreeShippingNudge({ freight, subtotalCents, shopId }: NudgeProps) {
  const { t } = useTranslation();
  const gap = freeShippingGap(freight, subtotalCents);
  const earned = freight !== null && freight.base_cents > 0 && freightCents(freight, subtotalCents) === 0;
  if (gap === null && !earned) return null;
  return (
    <p
      className={gap === null ? 'bag-shop__nudge bag-shop__nudge--earned' : 'bag-shop__nudge'}
      data-testid={`bag-nudge-${shopId}`}
      role="status"
    >
      {gap === null ? (
        t('bag.freeShippingEarned')
      ) : (
        <MoneyPhrase text={t('bag.addForFreeShipping')} amounts={{ amount: gap }} />
      )}
    </p>
  );
}
