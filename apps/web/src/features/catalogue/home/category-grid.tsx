import { Link } from '@/lib/router';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { Category } from '@tradewind/contract';
import { CategoryIcon } from '../category-icon';
import { SectionHead } from './section-head';

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
        <Skeleton.Paragraph animated lineCount={3} />
      )}
    </section>
  );
}
