import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { ShopInfo } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { SkeletonLines } from '@/components/skeleton';
import { favourableText } from '@/components/favourable-rate';
import { formatCompact } from '@/i18n/format';

/** The shop whose products these are: logo, name, figures, and the way to its page. */
export function ShopHeader({ shop }: { shop: ShopInfo | undefined }) {
  const { t } = useTranslation();
  if (!shop) {
    return (
      <header className="surface-hero cat-shop-head" aria-busy="true">
        <SkeletonLines title />
      </header>
    );
  }
  return (
    <header className="surface-hero cat-shop-head">
      <LazyImage className="cat-shop-head__logo" src={shop.logo} alt={t('catalogue.shop.logo', { name: shop.name })} />
      <div className="cat-shop-head__body">
        <h2 className="cat-shop-head__name">{shop.name}</h2>
        <p className="cat-shop-head__meta">
          {t('catalogue.shop.products', {
            count: shop.product_count,
            amount: formatCompact(shop.product_count),
          })}{' '}
          · {t('catalogue.shop.fans', { count: shop.fans, amount: formatCompact(shop.fans) })} ·{' '}
          {favourableText(t, shop.favourable_rate)}
        </p>
      </div>
      <Link to={`/shop/${shop.id}`} className="cat-shop-head__visit">
        {t('catalogue.products.visit')}
      </Link>
    </header>
  );
}
