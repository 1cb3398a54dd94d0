import { Checkbox } from 'antd-mobile';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { CartData } from '@tradewind/contract';
import { useDestination } from '@/api/destination';
import { destinationDeliveryText } from '@/components/shipping/destination-texts';
import { useSelectBagItems } from '../api/select-bag-items';
import { BagItemRow } from './bag-item-row';
import { FreeShippingNudge } from './free-shipping-nudge';
import { selectionOf } from './selection';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import '../bag.css';
import './shop-group.css';

type ShopGroupProps = { group: CartData['shops'][number] };

/**
 * One shop's items under its name, with a box that ticks them all, the subtotal of the ticked ones (none: none),
 * how far they are from free shipping, and when they would arrive at the buyer's country.
 */
export function ShopGroup({ group: { shop, items, freight, delivery } }: ShopGroupProps) {
  const { t } = useTranslation();
  const destination = useDestination();
  const select = useSelectBagItems();
  const selection = selectionOf(items);
  const titleId = `bag-shop-${shop.id}`;

  return (
    <section className="surface-card bag-shop" aria-labelledby={titleId}>
      <header className="bag-shop__head">
        <Checkbox
          className="bag-check"
          checked={selection.checked}
          indeterminate={selection.indeterminate}
          disabled={selection.disabled || select.isPending}
          onChange={(selected) => select.mutate({ selected, shop_id: shop.id })}
        >
          <span className="visually-hidden">{t('bag.selectShop', { shop: shop.name })}</span>
        </Checkbox>
        <ShopbagOutline className="bag-shop__icon" aria-hidden />
        <h2 id={titleId} className="bag-shop__name">
          <Link to={`/shop/${shop.id}`}>
            {shop.name}
            <RightOutline aria-hidden className="bag-shop__chevron" />
          </Link>
        </h2>
      </header>
      <ul className="bag-shop__items" aria-label={t('bag.itemsOf', { shop: shop.name })}>
        {items.map((item) => (
          <BagItemRow key={item.id} item={item} />
        ))}
      </ul>
      {selection.subtotalCents !== null && (
        <p className="bag-shop__subtotal">
          <span>{t('bag.subtotal')}</span>
          <strong data-testid={`bag-subtotal-${shop.id}`}>
            <Money cents={selection.subtotalCents} />
          </strong>
        </p>
      )}
      {selection.subtotalCents !== null && (
        <FreeShippingNudge freight={freight} subtotalCents={selection.subtotalCents} shopId={shop.id} />
      )}
      {destination && (
        <p className="bag-shop__delivery" data-testid={`bag-delivery-${shop.id}`}>
          {destinationDeliveryText(t, delivery, destination)}
        </p>
      )}
    </section>
  );
}
