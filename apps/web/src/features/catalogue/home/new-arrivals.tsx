import { useTranslation } from '@/i18n/use-translation';
import type { ProductCard as Product } from '@tradewind/contract';
import { ProductCard } from '@/components/product-card';
import { SectionHead } from './section-head';

/** The newest products on the shelf, side by side; "See all" opens Explore sorted by newest. */
export function NewArrivals({ products }: { products: Product[] | undefined }) {
  const { t } = useTranslation();
  if (!products || products.length === 0) return null;
  return (
    <section className="cat-block" aria-labelledby="home-new">
      <SectionHead
        id="home-new"
        title={t('catalogue.home.newArrivals')}
        more={{ to: '/explore?sort=newest', text: t('catalogue.home.seeAll'), label: t('catalogue.home.seeAllNew') }}
      />
      <ul className="cat-rail cat-new">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
