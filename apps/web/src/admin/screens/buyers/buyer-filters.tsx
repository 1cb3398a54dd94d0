import { useTranslation } from '@/i18n/use-translation';
import { BUYER_STATES, type BuyerState } from '@tradewind/contract';
import { FilterSearch } from '../../components/filter-search';
import { StateFilter } from '../../components/state-filter';

export type BuyerFilterValues = { keyword: string; state: BuyerState };
type Props = { filters: BuyerFilterValues; onChange: (next: Partial<BuyerFilterValues>) => void };

/** A search over id, account, name, email and mobile, and the account's state; the server applies both. */
export function BuyerFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-admin-filters" role="search" aria-label={t('admin.buyers.filters.label')}>
      <FilterSearch
        label={t('admin.buyers.filters.keyword')}
        placeholder={t('admin.buyers.filters.keywordPlaceholder')}
        value={filters.keyword}
        width={400}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <StateFilter
        label={t('admin.buyers.filters.state')}
        value={filters.state}
        options={BUYER_STATES.map((state) => ({ value: state, label: t(`admin.buyers.state.${state}`) }))}
        onChange={(state) => onChange({ state })}
      />
    </div>
  );
}
