import { Card, Space, Typography, type TableColumnsType } from 'antd';
import type { AdminDisputeRow } from '@tradewind/contract';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { ServerTable } from '../../components/server-table';
import { StateFilter } from '../../components/state-filter';
import { useServerList } from '../../components/use-server-list';
import { getDisputes } from './api/disputes-api';
import { DisputeState } from './dispute-state';
import { TimeLeft } from './time-left';

type Filter = 'open' | 'all' | '0' | '1' | '2' | '3';
const DEFAULTS: { status: Filter } = { status: 'open' };
const FILTERS: Filter[] = ['open', '0', '1', '2', '3', 'all'];

function useColumns(): TableColumnsType<AdminDisputeRow> {
  const { t } = useTranslation();
  return [
    {
      key: 'case',
      title: t('admin.disputes.column.case'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/admin/disputes/${row.id}`}>{t('admin.disputes.caseOf', { sn: row.order_sn })}</Link>
          <span>
            {row.shop.name} · {row.user.account}
          </span>
          <Typography.Text type="secondary">{formatConsoleTime(row.created_at)}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'want',
      title: t('admin.disputes.column.want'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{t(`admin.disputes.want.${row.want}`)}</span>
          {row.want_cents !== null && <Typography.Text strong>{formatMoney(row.want_cents)}</Typography.Text>}
          <Typography.Text type="secondary">
            {t('admin.disputes.paid', { amount: formatMoney(row.paid_cents) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'state',
      title: t('admin.disputes.column.state'),
      width: 200,
      render: (_, row) => <DisputeState status={row.status} />,
    },
    {
      key: 'left',
      title: t('admin.disputes.column.left'),
      width: 200,
      render: (_, row) => <TimeLeft due={row.due_at} />,
    },
  ];
}

/** The arbitration queue: open cases oldest first, each with the time left on its step. */
export function DisputesScreen() {
  const { t } = useTranslation();
  const list = useServerList('disputes', DEFAULTS, getDisputes);
  const columns = useColumns();
  return (
    <Card>
      <div className="tw-admin-filters" role="search" aria-label={t('admin.disputes.filters.label')}>
        <StateFilter
          label={t('admin.disputes.filters.state')}
          value={list.filters.status}
          options={FILTERS.map((value) => ({ value, label: t(`admin.disputes.filter.${value}`) }))}
          onChange={(status) => list.setFilters({ status })}
        />
      </div>
      <ServerTable list={list} label={t('admin.disputes.tableLabel')} columns={columns} />
    </Card>
  );
}
