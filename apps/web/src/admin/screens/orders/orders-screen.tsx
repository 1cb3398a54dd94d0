import { useNavigate, useLocation } from '@/lib/router';
import { Button, Card, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getOrders } from './api/get-orders';
import { orderPath, useOrderColumns } from './order-columns';
import { OrderFilters, type OrderFilterValues } from './order-filters';
import { exportUrl } from './api/export-orders';

const DEFAULTS: OrderFilterValues = { status: 'all', sn: '', account: '' };

/** Every order, newest first, found by number, buyer and state; a row opens the order. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useServerList('orders', DEFAULTS, getOrders);
  const columns = useOrderColumns();

  return (
    <Card>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <OrderFilters filters={list.filters} onChange={list.setFilters} />
        <Button icon={<DownloadOutlined />} href={exportUrl(list.filters)} download="orders.csv">
          {t('admin.orders.export')}
        </Button>
      </Flex>
      <ServerTable
        list={list}
        label={t('admin.orders.tableLabel')}
        columns={columns}
        onRow={(order) => ({
          style: { cursor: 'pointer' },
          onClick: () => void navigate(orderPath(order.id), { state: { from: search } }),
        })}
      />
    </Card>
  );
}
