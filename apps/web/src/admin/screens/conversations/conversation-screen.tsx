import { useEffect, useState } from 'react';
import { Link, useParams } from '@/lib/router';
import { Alert, Button, Card, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminConversation } from '@tradewind/contract/talk';
import { useTranslation } from '@/i18n/use-translation';
import { conversationKey, markShopRead, useConsoleConversation } from './api';
import { HideDialog } from './hide-dialog';
import { MessageRow } from './message-row';
import { ReplyForm } from './reply-form';
import '../talk.css';

/** /admin/conversations/:id — one order's conversation (the id is the order's), oldest at the top, the reply below. */
export function ConversationScreen() {
  const { t } = useTranslation();
  const orderId = Number(useParams().id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useConsoleConversation(orderId);
  const queryClient = useQueryClient();
  const [hiding, setHiding] = useState<AdminConversation['list'][number] | null>(null);
  const pages = query.data?.pages ?? [];
  const newest = pages[0];
  const messages = [...pages].reverse().flatMap((page) => page.list);
  const unread = newest?.unread ?? 0;
  const upTo = newest?.list.at(-1)?.id;

  useEffect(() => {
    if (!unread || !upTo) return;
    void markShopRead(orderId, upTo).then(() => queryClient.invalidateQueries({ queryKey: ['admin'] }));
  }, [orderId, unread, upTo, queryClient]);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Link to="/admin/conversations">
        <ArrowLeftOutlined className="tw-mirror" /> {t('admin.talk.conversation.back')}
      </Link>
      {!valid && <Result status="404" title={t('admin.notFound')} />}
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      {valid && query.isPending && <Card loading aria-busy="true" />}
      {newest && (
        <Card
          title={t('admin.talk.conversation.title', { sn: newest.sn, shop: newest.shop.name })}
          extra={<Link to={`/admin/orders/${orderId}`}>{t('admin.talk.conversation.openOrder')}</Link>}
        >
          <Typography.Paragraph type="secondary">
            {t('admin.talk.conversation.buyer', { account: newest.buyer.account })}
          </Typography.Paragraph>
          {query.hasNextPage && (
            <Button
              className="tw-admin-gap"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('admin.talk.conversation.earlier')}
            </Button>
          )}
          {messages.length === 0 ? (
            <Typography.Paragraph>{t('admin.talk.conversation.none')}</Typography.Paragraph>
          ) : (
            <ol className="tw-talk-thread" aria-label={t('admin.talk.conversation.thread')}>
              {messages.map((message) => (
                <MessageRow key={message.id} message={message} buyer={newest.buyer.account} onHide={setHiding} />
              ))}
            </ol>
          )}
          <div className="tw-admin-gap" />
          <ReplyForm orderId={orderId} />
        </Card>
      )}
      {hiding && (
        <HideDialog
          message={hiding}
          onClose={() => {
            setHiding(null);
            void queryClient.invalidateQueries({ queryKey: conversationKey(orderId) });
          }}
        />
      )}
    </Space>
  );
}
