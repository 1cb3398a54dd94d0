import { useTranslation } from '@/i18n/use-translation';
import type { ProductCard as Product } from '@tradewind/contract';
import { ProductCard } from '@/components/product-card';
import { ProductCardSkeleton } from '@/components/product-card-skeleton';
import { SectionHead } from './section-head';

const SKELETONS = 3;

/** The newest products on the shelf, side by side; "See all" opens Explore sorted by newest. */
export function NewArrivals({ products }: { products: Product[] | undefined }) {
  const { t } = useTranslation();
  if (products?.length === 0) return null;
  return (
    <section className="cat-block" aria-labelledby="home-new">
      <SectionHead
        id="home-new"
        title={t('catalogue.home.newArrivals')}
        more={{ to: '/explore?sort=newest', text: t('catalogue.home.seeAll'), label: t('catalogue.home.seeAllNew') }}
      />
      {products ? (
        <ul className="cat-rail cat-new">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        // Cards of the same size hold the rail's place while the home loads.
        <div className="cat-rail cat-new" aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      )}
    </section>
  );
}
