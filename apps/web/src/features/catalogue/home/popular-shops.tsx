import { useTranslation } from '@/i18n/use-translation';
import type { ShopCard as Shop } from '@tradewind/contract';
import { ShopCard } from '@/components/shop-card';
import { useBrowsePath } from '@/components/browse-path';
import { SectionHead } from './section-head';
import '@/components/skeleton.css';

const SKELETONS = 2;

/** Shops worth a visit, side by side; "See all" leads to the best sellers' ranking. */
export function PopularShops({ shops }: { shops: Shop[] | undefined }) {
  const { t } = useTranslation();
  const browse = useBrowsePath();
  if (shops?.length === 0) return null;
  return (
    <section className="cat-block" aria-labelledby="home-shops">
      <SectionHead
        id="home-shops"
        title={t('catalogue.home.popularShops')}
        more={{ to: browse('/popular'), text: t('catalogue.home.seeAll'), label: t('catalogue.home.seeAllShops') }}
      />
      {shops ? (
        <ul className="cat-rail cat-shops">
          {shops.map((shop) => (
            <li key={shop.id}>
              <ShopCard shop={shop} className="cat-shops__card" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="cat-rail cat-shops" aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <div key={index} className="skeleton-box cat-shops__skeleton" />
          ))}
        </div>
      )}
    </section>
  );
}
