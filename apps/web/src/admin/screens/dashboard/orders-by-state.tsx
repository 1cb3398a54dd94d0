import { Link } from '@/lib/router';
import { Card, Table } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ORDER_FILTERS, ORDER_STATES, type OrderStateCount } from '@tradewind/contract';

type Row = { status: number; label: string; count: number };

/** How many orders are in each state now (the buyer's filter names, `orders.order.filter.*`), each opening the orders list so filtered. */
export function OrdersByState({ counts }: { counts: OrderStateCount[] }) {
  const { t } = useTranslation();
  const rows: Row[] = ORDER_STATES.map((status) => ({
    status,
    label: t(`orders.${ORDER_FILTERS.find((filter) => filter.value === status)!.label}`),
    count: counts.find((entry) => entry.status === status)?.count ?? 0,
  }));
  const most = Math.max(1, ...rows.map((row) => row.count));

  return (
    <Card title={t('admin.dashboard.states.title')}>
      <Table<Row>
        aria-label={t('admin.dashboard.states.title')}
        size="small"
        rowKey="status"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            key: 'state',
            title: t('admin.dashboard.states.state'),
            render: (_, row) => <Link to={`/admin/orders?status=${row.status}`}>{row.label}</Link>,
          },
          { key: 'count', title: t('admin.dashboard.states.count'), dataIndex: 'count', align: 'right', width: 72 },
          {
            key: 'bar',
            title: <span className="tw-dash-sr">{t('admin.dashboard.states.share')}</span>,
            width: 72,
            render: (_, row) => (
              <span className="tw-dash-meter" aria-hidden>
                <span style={{ width: `${(row.count / most) * 100}%` }} />
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
