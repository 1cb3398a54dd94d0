import { Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The server's audit states ('0' waiting, '1' passed, '2' refused) or every one. */
export type AuditFilter = 'all' | '0' | '1' | '2';
export type WithdrawalFilterValues = { status: AuditFilter; account: string };
type Props = { filters: WithdrawalFilterValues; onChange: (next: Partial<WithdrawalFilterValues>) => void };

const STATES = [
  ['0', 'waiting'],
  ['1', 'passed'],
  ['2', 'refused'],
  ['all', 'all'],
] as const;

/** The state (waiting first) and a buyer's account; both are applied by the server. */
export function WithdrawalFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-admin-filters" role="search" aria-label={t('admin.withdrawals.filters.label')}>
      <Radio.Group
        role="radiogroup"
        aria-label={t('admin.withdrawals.filters.state')}
        optionType="button"
        buttonStyle="solid"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as AuditFilter })}
        options={STATES.map(([value, name]) => ({ value, label: t(`admin.withdrawals.state.${name}`) }))}
      />
      <Input.Search
        key={filters.account}
        aria-label={t('admin.withdrawals.filters.account')}
        placeholder={t('admin.withdrawals.filters.accountPlaceholder')}
        defaultValue={filters.account}
        allowClear
        enterButton={t('admin.list.search')}
        style={{ width: 320 }}
        onSearch={(value) => onChange({ account: value.trim() })}
      />
    </div>
  );
}
