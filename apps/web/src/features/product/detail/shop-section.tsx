import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { ShopCard as Shop } from '@tradewind/contract';
import { ShopCard } from '@/components/shop-card';
import '@/components/visually-hidden.css';

/** The shop that sells the product, with a plain 'Visit shop' link beside it. */
export function ShopSection({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card pd-shop" aria-labelledby="pd-shop-title">
      <h2 id="pd-shop-title" className="visually-hidden">
        {t('product.soldBy')}
      </h2>
      <ShopCard shop={shop} className="pd-shop__card" />
      <Link to={`/shop/${shop.id}`} className="pd-shop__visit">
        {t('product.visitShop')}
      </Link>
    </section>
  );
}
