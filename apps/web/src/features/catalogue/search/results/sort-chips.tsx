import { useTranslation } from '@/i18n/use-translation';
import { SEARCH_SORTS, type SearchSort } from '../api/search-products';

/** The orders a buyer can ask for; one is always pressed. */
export function SortChips({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  const { t } = useTranslation();
  return (
    <div className="srch-sorts" role="group" aria-label={t('search.results.sortLabel')}>
      {SEARCH_SORTS.map((sort) => (
        <button
          key={sort}
          type="button"
          className="tw-chip tw-target srch-sort"
          aria-pressed={sort === value}
          aria-label={t(`search.results.sort.${sort}`)}
          onClick={() => onChange(sort)}
        >
          {t(`search.results.sortShort.${sort}`)}
        </button>
      ))}
    </div>
  );
}
