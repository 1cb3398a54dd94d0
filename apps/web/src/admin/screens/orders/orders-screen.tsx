import { useNavigate, useLocation } from '@/lib/router';
import { Card } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getOrders } from './api/get-orders';
import { orderPath, useOrderColumns } from './order-columns';
import { OrderFilters, type OrderFilterValues } from './order-filters';

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
      <OrderFilters filters={list.filters} onChange={list.setFilters} />
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
