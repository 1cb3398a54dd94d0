import { useTranslation } from '@/i18n/use-translation';
import { useUnreadCount } from './api/get-unread-count';
import { CountBadge } from '@/components/count-badge';

/** The number of unread notifications beside their menu entry; nothing when there are none. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { data: count } = useUnreadCount();
  if (!count) return null;
  return <CountBadge count={count} className="prf-badge" label={t('profile.menu.unread', { count })} />;
}
