import { useTranslation } from '@/i18n/use-translation';
import type { ShopInfo } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { FollowButton } from './follow-button';
import { ShopStats } from './shop-stats';

/** Banner, logo, name and follow, the description, then the figures. */
export function ShopHeader({ shop }: { shop: ShopInfo }) {
  const { t } = useTranslation();
  return (
    <header className="shop-header">
      <LazyImage
        className="shop-header__banner"
        src={shop.banner}
        alt={t('product.shop.banner', { name: shop.name })}
        aspectRatio="5 / 2"
        priority
      />
      <div className="surface-card shop-header__card">
        <div className="shop-header__row">
          <LazyImage className="shop-header__logo" src={shop.logo} alt={t('product.shop.logo', { name: shop.name })} />
          <h2 className="shop-header__name">{shop.name}</h2>
          <FollowButton shopId={shop.id} followed={shop.followed ?? false} />
        </div>
        {shop.description && (
          <p className="surface-lead shop-header__description" lang={shop.description_lang}>
            {shop.description}
          </p>
        )}
        <ShopStats shop={shop} />
      </div>
    </header>
  );
}
