import { PullToRefresh } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { PULL_HEAD_HEIGHT_PX } from '@tradewind/contract';
import { LastKnownNote } from '@/components/last-known-note';
import { pullTextKey } from '@/components/pull-texts';
import { useOrderCounts } from './api/get-order-counts';
import { useRefreshOrders } from './api/use-refresh-orders';
import { RecentOrders } from './overview/recent-orders';
import { StateGrid } from './overview/state-grid';
import '@/components/surface.css';
import '@/components/infinite-list.css';
import './orders.css';
import './overview/overview.css';

/** /order: how many orders are in each state, and the newest ones. */
export default function OrderScreen() {
  const { t } = useTranslation();
  const counts = useOrderCounts();
  const refresh = useRefreshOrders();
  return (
    <PullToRefresh
      onRefresh={refresh}
      headHeight={PULL_HEAD_HEIGHT_PX}
      threshold={PULL_HEAD_HEIGHT_PX}
      renderText={(status) => t(pullTextKey[status])}
    >
      <div className="ord-page ord-page--overview">
        <LastKnownNote />
        <StateGrid counts={counts.data} />
        <RecentOrders />
      </div>
    </PullToRefresh>
  );
}
