import { CountBadge } from '@/components/count-badge';
import { useTranslation } from '@/i18n/use-translation';
import { useMessagesUnread } from './get-messages-unread';

/** On an order card: how many of its shop's messages are unread; nothing when none. */
export function OrderUnreadPill({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const count = useMessagesUnread().data?.orders[String(orderId)] ?? 0;
  if (!count) return null;
  return <CountBadge count={count} className="ord-unread" label={t('talk.unreadOnOrder', { count })} />;
}
