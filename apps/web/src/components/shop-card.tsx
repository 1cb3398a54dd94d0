import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { ShopCard as Shop } from '@tradewind/contract';
import { formatCompact } from '@/i18n/format';
import { favourableText } from './favourable-rate';
import { LazyImage } from './lazy-image';
import './shop-card.css';

/** A shop: logo, name, fans and favourable rate; the name is the link, stretched over the card. */
export function ShopCard({ shop, className }: { shop: Shop; className?: string }) {
  const { t } = useTranslation();
  return (
    <article className={['shop-card', className].filter(Boolean).join(' ')}>
      <LazyImage className="shop-card__logo" src={shop.logo} alt={t('catalogue.shop.logo', { name: shop.name })} />
      <div className="shop-card__body">
        <h3 className="shop-card__name">
          <Link to={`/shop/${shop.id}`} className="shop-card__link">
            {shop.name}
          </Link>
        </h3>
        <p className="shop-card__meta">
          <span>{t('catalogue.shop.fans', { count: shop.fans, amount: formatCompact(shop.fans) })}</span>
          <span className="shop-card__rate">{favourableText(t, shop.favourable_rate)}</span>
        </p>
      </div>
    </article>
  );
}
