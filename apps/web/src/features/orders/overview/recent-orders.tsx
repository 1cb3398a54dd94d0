import { Link } from '@/lib/router';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { ListSkeleton } from '@/components/list-skeleton';
import { useRecentOrders } from '../api/get-orders';
import { OrderLoadError } from '../info/screen-states';
import { OrderCard } from '../shared/order-card';
import { EmptyState } from '@/components/empty-state';

/** The three newest orders, with the way to all of them. */
export function RecentOrders() {
  const { t } = useTranslation();
  const recent = useRecentOrders();
  let body;
  if (recent.isPending) body = <ListSkeleton layout="list" label={t('common.loading')} count={2} />;
  else if (recent.isError)
    body = (
      <OrderLoadError
        text={t('orders.list.loadFailed')}
        onRetry={() => void recent.refetch()}
        retrying={recent.isFetching}
      />
    );
  else if (recent.data.length === 0) {
    body = (
      <EmptyState
        icon={<FileOutline />}
        title={t('orders.list.emptyTitle')}
        text={t('orders.list.emptyText')}
        to="/explore"
        action={t('orders.list.emptyAction')}
      />
    );
  } else {
    body = (
      <ul className="ord-recent" aria-label={t('orders.overview.recent')}>
        {recent.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="ord-recent-section" aria-labelledby="ord-recent-title">
      <div className="ord-section__head ord-section__head--bare">
        <h2 id="ord-recent-title" className="ord-section__title">
          {t('orders.overview.recent')}
        </h2>
        <Link className="ord-section__more" to="/myPurchases">
          {t('orders.overview.seeAll')}
        </Link>
      </div>
      {body}
    </section>
  );
}
