import { useTranslation } from '@/i18n/use-translation';
import { StateFilter } from '../../components/state-filter';

/** The server's refund states ('0' waiting, '1' approved and waiting for goods, '2' refunded, '3' refused). */
export type RefundFilter = 'all' | '0' | '1' | '2' | '3';
export type RefundFilterValues = { status: RefundFilter };
type Props = { filters: RefundFilterValues; onChange: (next: Partial<RefundFilterValues>) => void };

const STATES = [
  ['0', 'applying'],
  ['1', 'inProgress'],
  ['2', 'refunded'],
  ['3', 'refused'],
  ['all', 'all'],
] as const;

/** The queue opens on the requests waiting for a decision; the server filters. */
export function RefundFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-admin-filters" role="search" aria-label={t('admin.refunds.filters.label')}>
      <StateFilter
        label={t('admin.refunds.filters.state')}
        value={filters.status}
        options={STATES.map(([value, name]) => ({
          value,
          label: name === 'all' ? t('admin.list.all') : t(`admin.refunds.state.${name}`),
        }))}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
