import { useId, useState } from 'react';
import { Button, Card, Table } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { SalesDay } from '@tradewind/contract';
import { formatDate, formatMoney } from '@/i18n/format';
import { SalesChart } from './sales-chart';

/** The 30-day chart, and the same figures as a table for whoever prefers (or needs) to read them. */
export function SalesCard({ days, today }: { days: SalesDay[]; today: string }) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();

  return (
    <Card
      title={t('admin.dashboard.chart.title')}
      extra={
        <Button
          size="small"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {t(showTable ? 'admin.dashboard.chart.hideTable' : 'admin.dashboard.chart.showTable')}
        </Button>
      }
    >
      <SalesChart days={days} />
      <p className="tw-dash-note">{t('admin.dashboard.chart.utc', { today: formatDate(today) })}</p>
      <div id={tableId} hidden={!showTable} className="tw-dash-days">
        {showTable && (
          <Table
            aria-label={t('admin.dashboard.chart.tableLabel')}
            size="small"
            rowKey="date"
            pagination={false}
            dataSource={[...days].reverse()}
            columns={[
              { key: 'date', title: t('admin.dashboard.chart.day'), render: (_, day) => formatDate(day.date) },
              { key: 'orders', title: t('admin.dashboard.chart.orders'), dataIndex: 'orders', align: 'right' },
              {
                key: 'amount',
                title: t('admin.dashboard.chart.amount'),
                align: 'right',
                render: (_, day) => formatMoney(day.amount_cents),
              },
            ]}
          />
        )}
      </div>
    </Card>
  );
}
