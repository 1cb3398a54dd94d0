import { Button } from '@/components/button';
import { FilterOutline } from '@/components/icons/filter-outline';
import { useTranslation } from '@/i18n/use-translation';
import type { Category } from '@tradewind/contract';
import { useMoneyText } from '@/components/money/use-money-text';
import type { FilterState } from './filter-params';

type FilterSummaryProps = { state: FilterState; categories: Category[]; onEdit: () => void };

/** The filters in force, as tags, with the way back into the panel. */
export function FilterSummary({ state, categories, onEdit }: FilterSummaryProps) {
  const { t } = useTranslation();
  // "$20.00 ≈ ₩27,790 – $50.00 ≈ ₩69,476": the price range with its estimates, as the prices it filters.
  const { text: money } = useMoneyText();
  const { min_price_cents: min, max_price_cents: max } = state;
  // A chosen category shows once its name is known, never as "All categories" in the meantime.
  const categoryName = state.category_id
    ? categories.find((category) => category.id === state.category_id)?.name
    : t('catalogue.filter.anyCategory');
  const tags = categoryName ? [categoryName] : [];
  if (min !== undefined && max !== undefined) {
    tags.push(t('catalogue.filter.between', { min: money(min), max: money(max) }));
  } else if (min !== undefined) tags.push(t('catalogue.filter.from', { min: money(min) }));
  else if (max !== undefined) tags.push(t('catalogue.filter.upTo', { max: money(max) }));
  if (state.inStock) tags.push(t('catalogue.filter.inStock'));
  tags.push(t(`catalogue.sort.${state.sort}`));

  return (
    <section className="surface-card cat-filter-summary" aria-labelledby="filter-summary-title">
      <h2 id="filter-summary-title" className="visually-hidden">
        {t('catalogue.filter.title')}
      </h2>
      <ul className="cat-filter-summary__tags">
        {tags.map((tag) => (
          <li key={tag} className="cat-filter-summary__tag">
            {tag}
          </li>
        ))}
      </ul>
      <Button size="small" className="cat-filter-summary__edit" onClick={onEdit}>
        <FilterOutline aria-hidden="true" /> {t('catalogue.filter.edit')}
      </Button>
    </section>
  );
}
