import type { OrderMessage } from '@tradewind/contract/talk';
import { LazyImage } from '@/components/lazy-image';
import { PlainText } from '@/components/plain-text';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';

/** One message: the buyer's on the right, the shop's on the left; a hidden one says so and why. */
export function MessageItem({ message, shopName }: { message: OrderMessage; shopName: string }) {
  const { t } = useTranslation();
  const mine = message.sender === 'buyer';
  return (
    <li className={mine ? 'talk-msg talk-msg--mine' : 'talk-msg'}>
      <p className="visually-hidden">{mine ? t('talk.messages.you') : shopName}</p>
      <div className="talk-msg__bubble">
        {message.hidden ? (
          <p className="talk-msg__hidden">{t('talk.messages.hidden', { reason: message.hidden.reason })}</p>
        ) : (
          <>
            {message.body && <PlainText text={message.body} ownLinks={message.own_links} />}
            {message.pictures.length > 0 && (
              <ul className="talk-msg__pictures" aria-label={t('talk.messages.pictures')}>
                {message.pictures.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer" className="talk-msg__picture">
                      <LazyImage src={url} alt={t('talk.messages.picture', { n: index + 1 })} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <p className="talk-msg__meta">
        <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
        {mine && message.read && <span> · {t('talk.messages.read')}</span>}
      </p>
    </li>
  );
}
