import { useState } from 'react';
import { FilterOutline } from '@/components/icons/filter-outline';
import { useTranslation } from '@/i18n/use-translation';
import { useCategories } from '@/features/catalogue/api/get-categories';
import { FilterForm } from '@/features/catalogue/filter/filter-form';
import { narrowingCount } from '@/features/catalogue/filter/filter-params';
import type { SearchFilters } from './search-params';
import '@/features/catalogue/filter/filter.css';

type ResultsFiltersProps = { value: SearchFilters; onApply: (filters: SearchFilters) => void };

/** "Filters": category, price range and stock over the results, in a panel that folds once applied. */
export function ResultsFilters({ value, onApply }: ResultsFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const categories = useCategories();
  const count = narrowingCount(value);
  return (
    <>
      <button
        type="button"
        className="tw-chip tw-target srch-sort srch-filters"
        aria-expanded={open}
        aria-controls="srch-filter-panel"
        aria-pressed={count > 0}
        onClick={() => setOpen(!open)}
      >
        <FilterOutline aria-hidden="true" />{' '}
        {count > 0 ? t('search.results.filtersCount', { n: count }) : t('search.results.filters')}
      </button>
      <div id="srch-filter-panel" className="srch-filter-panel" hidden={!open}>
        {open && (
          <FilterForm
            withSort={false}
            initial={{ ...value, sort: 'sales' }}
            categories={categories.data ?? []}
            onApply={({ sort: _sort, ...filters }) => {
              onApply(filters);
              setOpen(false);
            }}
          />
        )}
      </div>
    </>
  );
}
