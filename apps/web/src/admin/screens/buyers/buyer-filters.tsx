import { Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUYER_STATES, type BuyerState } from '@tradewind/contract';

export type BuyerFilterValues = { keyword: string; state: BuyerState };
type Props = { filters: BuyerFilterValues; onChange: (next: Partial<BuyerFilterValues>) => void };

/** A search over id, account, name, email and mobile, and the account's state; the server applies both. */
export function BuyerFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-admin-filters" role="search" aria-label={t('admin.buyers.filters.label')}>
      <Input.Search
        key={filters.keyword}
        aria-label={t('admin.buyers.filters.keyword')}
        placeholder={t('admin.buyers.filters.keywordPlaceholder')}
        defaultValue={filters.keyword}
        allowClear
        enterButton={t('admin.list.search')}
        style={{ width: 400 }}
        onSearch={(value) => onChange({ keyword: value.trim() })}
      />
      <Radio.Group
        role="radiogroup"
        aria-label={t('admin.buyers.filters.state')}
        optionType="button"
        buttonStyle="solid"
        value={filters.state}
        onChange={(event) => onChange({ state: event.target.value as BuyerState })}
        options={BUYER_STATES.map((state) => ({ value: state, label: t(`admin.buyers.state.${state}`) }))}
      />
    </div>
  );
}
