import { FileOutline } from 'antd-mobile-icons';
import { Navigate, useNavigate, useParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { ORDER_FILTERS } from '@tradewind/contract';
import { EmptyState } from '@/components/empty-state';
import { FilterTabs } from '@/components/filter-tabs';
import { InfiniteList } from '@/components/infinite-list';
import { LastKnownNote } from '@/components/last-known-note';
import { getOrders } from './api/get-orders';
import { isOrderFilter, orderListKey, type OrderFilter } from './api/order-keys';
import { OrderCard } from './shared/order-card';
import { filterText } from './shared/status-label';
import '@/components/surface.css';
import './orders.css';

const pathOf = (status: OrderFilter) => (status === 'all' ? '/myPurchases' : `/myPurchases/${status}`);

/** /myPurchases/:status?: the orders, filtered in the docs/product.md §4 order; the tab is the route's status. */
export default function MyPurchasesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().status ?? 'all';
  if (!isOrderFilter(param)) return <Navigate to="/myPurchases" replace />;
  const status = param;

  return (
    <div className="ord-page ord-page--tabs">
      <FilterTabs
        tabs={ORDER_FILTERS.map((filter) => ({
          key: String(filter.value) as OrderFilter,
          title: t(filterText(filter.label)),
        }))}
        activeKey={status}
        onChange={(key) => navigate(pathOf(key), { replace: true })}
      />
      <LastKnownNote />
      <div className="ord-list">
        <InfiniteList
          key={status}
          queryKey={orderListKey(status)}
          fetchPage={getOrders(status)}
          layout="list"
          label={t('orders.list.label')}
          getKey={(order) => order.id}
          renderItem={(order) => <OrderCard order={order} />}
          empty={
            <EmptyState
              icon={<FileOutline />}
              title={t(status === 'all' ? 'orders.list.emptyTitle' : 'orders.list.emptyFilteredTitle')}
              text={t(status === 'all' ? 'orders.list.emptyText' : 'orders.list.emptyFilteredText')}
              to="/explore"
              action={t('orders.list.emptyAction')}
            />
          }
        />
      </div>
    </div>
  );
}
