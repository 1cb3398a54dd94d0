import { useTranslation } from '@/i18n/use-translation';
import { ORDER_FILTERS } from '@tradewind/contract';
import { FilterSearch } from '../../components/filter-search';
import { StateFilter } from '../../components/state-filter';
import { orderStateText } from './order-state';

export type OrderFilterValues = { status: string; sn: string; account: string };
type Props = { filters: OrderFilterValues; onChange: (next: Partial<OrderFilterValues>) => void };

/** Order number and buyer (each in part) and the state; the server applies all three together. */
export function OrderFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div role="search" aria-label={t('admin.orders.filters.label')}>
      <div className="tw-admin-filters">
        <FilterSearch
          label={t('admin.orders.filters.sn')}
          placeholder={t('admin.orders.filters.snPlaceholder')}
          value={filters.sn}
          maxLength={40}
          width={340}
          onSearch={(sn) => onChange({ sn })}
        />
        <FilterSearch
          label={t('admin.orders.filters.account')}
          placeholder={t('admin.orders.filters.accountPlaceholder')}
          value={filters.account}
          maxLength={64}
          width={300}
          onSearch={(account) => onChange({ account })}
        />
      </div>
      <div className="tw-admin-filters">
        <StateFilter
          label={t('admin.orders.filters.state')}
          value={filters.status}
          options={ORDER_FILTERS.map(({ value }) => ({
            value: String(value),
            label: value === 'all' ? t('admin.list.all') : t(orderStateText(value)),
          }))}
          onChange={(status) => onChange({ status })}
        />
      </div>
    </div>
  );
}
