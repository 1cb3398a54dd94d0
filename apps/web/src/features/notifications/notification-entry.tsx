import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { NotificationItem } from '@tradewind/contract';
import { formatDate } from '@/i18n/format';
import { MoneyPhrase } from '@/components/money/money';
import { AtOrderRate } from '@/components/money/at-order-rate';
import { notificationText } from './notification-text';

type Props = { item: NotificationItem; onRead: (id: number) => void };

/** Unread: bold with a dot, announced as unread, and a tap marks it read. One about an order opens it. */
export function NotificationEntry({ item, onRead }: Props) {
  const { t } = useTranslation();
  const text = notificationText(item, t);
  const content: ReactNode = (
    <>
      <span className="ntf-item__head">
        {!item.read && <span className="ntf-item__dot" aria-hidden />}
        <span className="ntf-item__title">
          {!item.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
          {text.title}
        </span>
      </span>
      <span className="ntf-item__body">
        {/* About an order placed with a rate: its amounts at that rate; any other at today's (decision 039). */}
        {item.fx ? (
          <AtOrderRate fx={item.fx}>
            <MoneyPhrase text={text.body} amounts={text.amounts} />
          </AtOrderRate>
        ) : (
          <MoneyPhrase text={text.body} amounts={text.amounts} />
        )}
      </span>
      {text.reason && <span className="ntf-item__reason">{text.reason}</span>}
      <time className="ntf-item__date" dateTime={item.created_at}>
        {formatDate(item.created_at)}
      </time>
    </>
  );
  const unreadClass = item.read ? '' : ' ntf-item--unread';
  if (text.to) {
    return (
      <Link
        className={`surface-card ntf-item ntf-item--link${unreadClass}`}
        to={text.to}
        onClick={item.read ? undefined : () => onRead(item.id)}
      >
        {content}
      </Link>
    );
  }
  if (item.read) return <article className="surface-card ntf-item">{content}</article>;
  return (
    <button type="button" className="surface-card ntf-item ntf-item--unread" onClick={() => onRead(item.id)}>
      {content}
    </button>
  );
}
