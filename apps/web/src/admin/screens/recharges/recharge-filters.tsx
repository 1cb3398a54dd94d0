import { Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The server's audit states ('0' waiting, '1' passed, '2' refused) or every one. */
export type AuditFilter = 'all' | '0' | '1' | '2';
export type RechargeFilterValues = { status: AuditFilter; account: string };
type Props = { filters: RechargeFilterValues; onChange: (next: Partial<RechargeFilterValues>) => void };

const STATES = [
  ['0', 'waiting'],
  ['1', 'passed'],
  ['2', 'refused'],
  ['all', 'all'],
] as const;

/** The state (waiting first) and a buyer's account; both are applied by the server. */
export function RechargeFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-admin-filters" role="search" aria-label={t('admin.recharges.filters.label')}>
      <Radio.Group
        role="radiogroup"
        aria-label={t('admin.recharges.filters.state')}
        optionType="button"
        buttonStyle="solid"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as AuditFilter })}
        options={STATES.map(([value, name]) => ({ value, label: t(`admin.recharges.state.${name}`) }))}
      />
      <Input.Search
        key={filters.account}
        aria-label={t('admin.recharges.filters.account')}
        placeholder={t('admin.recharges.filters.accountPlaceholder')}
        defaultValue={filters.account}
        allowClear
        enterButton={t('admin.list.search')}
        style={{ width: 320 }}
        onSearch={(value) => onChange({ account: value.trim() })}
      />
    </div>
  );
}
