import { Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_FILTERS } from '@tradewind/contract';
import { orderStateText } from './order-state';

export type OrderFilterValues = { status: string; sn: string; account: string };
type Props = { filters: OrderFilterValues; onChange: (next: Partial<OrderFilterValues>) => void };

/** Order number and buyer (each in part) and the state; the server applies all three together. */
export function OrderFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div role="search" aria-label={t('admin.orders.filters.label')}>
      <div className="tw-admin-filters">
        <Input.Search
          key={`sn:${filters.sn}`}
          aria-label={t('admin.orders.filters.sn')}
          placeholder={t('admin.orders.filters.snPlaceholder')}
          defaultValue={filters.sn}
          allowClear
          enterButton={t('admin.list.search')}
          maxLength={40}
          style={{ width: 340 }}
          onSearch={(value) => onChange({ sn: value.trim() })}
        />
        <Input.Search
          key={`account:${filters.account}`}
          aria-label={t('admin.orders.filters.account')}
          placeholder={t('admin.orders.filters.accountPlaceholder')}
          defaultValue={filters.account}
          allowClear
          enterButton={t('admin.list.search')}
          maxLength={64}
          style={{ width: 300 }}
          onSearch={(value) => onChange({ account: value.trim() })}
        />
      </div>
      <div className="tw-admin-filters">
        <Radio.Group
          role="radiogroup"
          aria-label={t('admin.orders.filters.state')}
          optionType="button"
          buttonStyle="solid"
          value={filters.status}
          onChange={(event) => onChange({ status: String(event.target.value) })}
          options={ORDER_FILTERS.map(({ value }) => ({
            value: String(value),
            label: value === 'all' ? t('admin.list.all') : t(orderStateText(value)),
          }))}
        />
      </div>
    </div>
  );
}
