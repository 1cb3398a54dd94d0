import { Button } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { EmptyState } from '@/components/empty-state';
import { InfiniteList } from '@/components/infinite-list';
import { getNotifications, NOTIFICATION_LIST_KEY } from './api/get-notifications';
import { useUnreadCount } from './api/get-unread-count';
import { useMarkRead } from './api/mark-read';
import { NotificationEntry } from './notification-entry';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './notifications.css';

/** /notification: audit results and balance changes (docs/architecture.md §5), newest first, with an unread count. */
export default function NotificationScreen() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const count = unread.data ?? 0;

  const header = (
    <div className="ntf-head">
      <p className="ntf-head__count" role="status">
        {count > 0 ? t('notifications.unreadCount', { count }) : t('notifications.allRead')}
      </p>
      <Button
        size="small"
        shape="rounded"
        color="primary"
        fill="outline"
        disabled={count === 0 && !unread.isError}
        onClick={() => markRead.mutate(undefined)}
      >
        {t('notifications.markAll')}
      </Button>
    </div>
  );

  return (
    <div className="ntf-page">
      <InfiniteList
        fresh
        queryKey={NOTIFICATION_LIST_KEY}
        fetchPage={getNotifications}
        layout="list"
        label={t('notifications.label')}
        header={header}
        onRefresh={() => unread.refetch()}
        getKey={(item) => item.id}
        renderItem={(item) => <NotificationEntry item={item} onRead={(id) => markRead.mutate(id)} />}
        empty={
          <EmptyState
            className="ntf-empty"
            icon={<BellOutline />}
            title={t('notifications.emptyTitle')}
            text={t('notifications.emptyText')}
          />
        }
      />
    </div>
  );
}
