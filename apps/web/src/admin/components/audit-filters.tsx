import { useTranslation } from '@/i18n/use-translation';
import { FilterSearch } from './filter-search';
import { StateFilter } from './state-filter';

/** The server's audit states ('0' waiting, '1' passed, '2' refused) or every one. */
export type AuditFilter = 'all' | '0' | '1' | '2';
export type AuditFilterValues = { status: AuditFilter; account: string };
type Props = {
  /** Whose texts: the recharge queue's or the withdrawal queue's. */
  area: 'recharges' | 'withdrawals';
  filters: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
};

const STATES = [
  ['0', 'waiting'],
  ['1', 'passed'],
  ['2', 'refused'],
  ['all', 'all'],
] as const;

/** An audit queue's filters: the state (waiting first) and a buyer's account; both are applied by the server. */
export function AuditFilters({ area, filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-admin-filters" role="search" aria-label={t(`admin.${area}.filters.label`)}>
      <StateFilter
        label={t(`admin.${area}.filters.state`)}
        value={filters.status}
        options={STATES.map(([value, name]) => ({ value, label: t(`admin.${area}.state.${name}`) }))}
        onChange={(status) => onChange({ status })}
      />
      <FilterSearch
        label={t(`admin.${area}.filters.account`)}
        placeholder={t(`admin.${area}.filters.accountPlaceholder`)}
        value={filters.account}
        width={320}
        onSearch={(account) => onChange({ account })}
      />
    </div>
  );
}
