import { useTranslation } from '@/i18n/use-translation';
import type { ShopInfo } from '@tradewind/contract';
import { formatCompact, formatPercent } from '@/i18n/format';

/** The shop's figures as a list of terms: fans, favourable rate, total sales, products. */
export function ShopStats({ shop }: { shop: ShopInfo }) {
  const { t } = useTranslation();
  const stats = [
    { key: 'fans', value: formatCompact(shop.fans), testId: 'shop-fans' },
    {
      key: 'favourableRate',
      value: shop.favourable_rate === null ? t('catalogue.shop.noRatings') : formatPercent(shop.favourable_rate),
    },
    { key: 'totalSales', value: formatCompact(shop.total_sales) },
    { key: 'products', value: formatCompact(shop.product_count) },
  ];
  return (
    <dl className="shop-stats">
      {stats.map((stat) => (
        <div key={stat.key} className="shop-stats__item">
          <dt className="shop-stats__label">{t(`product.shop.${stat.key}`)}</dt>
          <dd className="shop-stats__value" data-testid={stat.testId}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
