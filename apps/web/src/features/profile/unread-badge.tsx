import { useTranslation } from '@/i18n/use-translation';
import { useUnreadCount } from './api/get-unread-count';
import '@/components/visually-hidden.css';

/** The number of unread notifications beside their menu entry; nothing when there are none. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { data: count } = useUnreadCount();
  if (!count) return null;
  return (
    <span className="prf-badge">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('profile.menu.unread', { count })}</span>
    </span>
  );
}
