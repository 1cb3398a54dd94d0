import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import type { CheckoutCustoms, CheckoutPreview } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { formatCountry, formatDayRange } from '@/i18n/format';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import './checkout-card.css';
import './shop-group.css';
import { CustomsRows } from './customs-rows';

type Group = CheckoutPreview['groups'][number];

/**
 * One shop's part of the checkout: it becomes one order, shipped on its own, with its own freight, its duties and
 * taxes, and its window to the address's `country` (or word that it does not ship there: placing the order is
 * refused).
 */
export function ShopGroup({
  group,
  country,
  customs,
}: {
  group: Group;
  country: string | null;
  customs: CheckoutCustoms;
}) {
  const { t } = useTranslation();
  const titleId = `co-shop-${group.shop.id}`;
  return (
    <section className="surface-card co-shop" aria-labelledby={titleId}>
      <h2 id={titleId} className="co-shop__name">
        <ShopbagOutline aria-hidden /> {group.shop.name}
      </h2>
      <ul className="co-lines">
        {group.lines.map((line) => (
          <li key={line.sku_id} className="co-line">
            <LazyImage className="co-line__image" src={line.image} alt="" />
            <div className="co-line__body">
              <p className="co-line__title">{line.title}</p>
              {line.specs.length > 0 && <p className="co-line__specs">{line.specs.join(' · ')}</p>}
              <p className="co-line__price">
                <span>
                  <Money cents={line.price_cents} />
                </span>
                <span className="co-line__quantity">{t('checkout.line.quantity', { count: line.quantity })}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="co-rows co-shop__rows">
        <div className="co-row">
          <dt>{t('checkout.totals.freight')}</dt>
          <dd className={group.freight_cents === 0 ? 'co-free' : undefined}>
            {group.freight_cents === 0 ? t('checkout.totals.freeShipping') : <Money cents={group.freight_cents} />}
          </dd>
        </div>
        <div className="co-row">
          <dt>{t('checkout.totals.delivery')}</dt>
          <dd
            className={group.delivery_window ? undefined : 'co-unshipped'}
            data-testid={`co-delivery-${group.shop.id}`}
          >
            {group.delivery_window
              ? formatDayRange(group.delivery_window)
              : t('catalogue.shipping.noShipping', { country: formatCountry(country ?? '') })}
          </dd>
        </div>
        {group.discount_cents > 0 && (
          <div className="co-row">
            <dt>{t('checkout.totals.discount')}</dt>
            <dd className="co-discount">
              <Money cents={-group.discount_cents} signed />
            </dd>
          </div>
        )}
        <CustomsRows amounts={group} customs={customs} />
        <div className="co-row co-row--strong">
          <dt>{t('checkout.totals.shopSubtotal')}</dt>
          <dd>
            <Money cents={group.total_cents} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
