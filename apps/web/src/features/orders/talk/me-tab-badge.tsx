import { CountBadge } from '@/components/count-badge';
import { useTranslation } from '@/i18n/use-translation';
import { useMessagesUnread } from './get-messages-unread';

/** On the Me tab: every unread message from shops; the tab's name says it ("Me, 2 unread messages"). */
export default function MeTabUnreadBadge() {
  const { t } = useTranslation();
  const count = useMessagesUnread().data?.count ?? 0;
  if (!count) return null;
  return (
    <CountBadge
      count={count}
      className="count-badge--corner tab-bar__badge"
      label={`, ${t('talk.meTab', { count })}`}
    />
  );
}
