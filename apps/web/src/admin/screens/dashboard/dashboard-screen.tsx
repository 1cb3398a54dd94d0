import { Alert, Button, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import { useDashboard } from './api/get-dashboard';
import { LowStockTable } from './low-stock-table';
import { OrdersByState } from './orders-by-state';
import { SalesCard } from './sales-card';
import { StatCards } from './stat-cards';
import './dashboard.css';

/** The operator's first screen: sales, the queues waiting for a decision, orders by state and low stock. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const query = useDashboard();
  const data = query.data;

  return (
    <div className="tw-dash">
      <div className="tw-dash-toolbar">
        <Button icon={<ReloadOutlined aria-hidden />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('admin.dashboard.refresh')}
        </Button>
      </div>
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      {!data && !query.error && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && (
        <>
          <StatCards data={data} />
          <div className="tw-dash-row">
            <SalesCard days={data.sales.days} today={data.today} />
            <OrdersByState counts={data.orders_by_status} />
          </div>
          <LowStockTable lowStock={data.low_stock} />
        </>
      )}
    </div>
  );
}
