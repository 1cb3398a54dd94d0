import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { Category } from '@tradewind/contract';
import { CategoryIcon } from '../category-icon';
import { SectionHead } from './section-head';
import '@/components/skeleton.css';

/** docs/product.md §3: ten categories, two rows of five; the skeleton has their rows, so nothing below moves. */
const TILES = 10;

/** The ten categories as two rows of icons; each opens Explore on that category. */
export function CategoryGrid({ categories }: { categories: Category[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card cat-block" aria-labelledby="home-categories">
      <SectionHead id="home-categories" title={t('catalogue.home.categories')} />
      {categories ? (
        <ul className="cat-grid">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/explore?category=${category.id}`} className="cat-grid__link">
                <CategoryIcon category={category} className="cat-grid__icon" />
                <span className="cat-grid__name">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="cat-grid" aria-hidden="true">
          {Array.from({ length: TILES }, (_, index) => (
            <span key={index} className="cat-grid__link">
              <span className="skeleton-box cat-grid__icon" />
              <span className="skeleton-box cat-grid__name cat-grid__name--loading" />
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
