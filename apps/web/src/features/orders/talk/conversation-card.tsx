import type { OrderDetail } from '@tradewind/contract';
import { Button } from '@/components/button';
import { SkeletonLines } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import { useConversation } from './get-conversation';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { useReadOnSight } from './use-read-on-sight';
import '@/components/surface.css';
import '@/components/talk.css';
import '@/components/visually-hidden.css';
import './conversation.css';

/**
 * The order's conversation with its shop, newest at the bottom: what the shop writes arrives live (a notice on the
 * buyer's stream refreshes every order query, this one with them) and is marked read while it is on screen.
 */
export default function ConversationCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const query = useConversation(order.id);
  const pages = query.data?.pages ?? [];
  const newest = pages[0];
  const messages = [...pages].reverse().flatMap((page) => page.list);
  useReadOnSight(order.id, newest);

  return (
    <section className="surface-card ord-section talk-card" aria-labelledby="talk-title">
      <h2 id="talk-title" className="ord-section__title">
        {t('talk.messages.title', { shop: order.shop.name })}
      </h2>
      {query.hasNextPage && (
        <Button size="small" block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('talk.messages.earlier')}
        </Button>
      )}
      {query.isPending ? (
        <div role="status" aria-label={t('talk.messages.loading')}>
          <SkeletonLines lines={2} />
        </div>
      ) : !newest ? (
        <div className="talk-card__failed" role="alert">
          <p>{t('talk.messages.failed')}</p>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div role="log" aria-label={t('talk.messages.log', { shop: order.shop.name })}>
          {messages.length === 0 ? (
            <p className="talk-card__empty">{t('talk.messages.none')}</p>
          ) : (
            <ol className="talk-card__list">
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} shopName={order.shop.name} />
              ))}
            </ol>
          )}
        </div>
      )}
      <MessageComposer orderId={order.id} />
    </section>
  );
}
