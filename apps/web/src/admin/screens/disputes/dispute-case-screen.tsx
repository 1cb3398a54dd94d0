import { Alert, Card, Col, Descriptions, Row, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DisputeStatus } from '@tradewind/contract';
import { Link, useParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { OrderLines } from '../orders/order-lines';
import { OrderLogistics } from '../orders/order-logistics';
import { AnswerForm } from './answer-form';
import { CaseTimeline, Statement } from './case-statements';
import { DecideForm } from './decide-form';
import { DisputeState } from './dispute-state';
import { getDisputeCase } from './api/disputes-api';
import { TimeLeft } from './time-left';
import { useConsoleConversation } from '../conversations/api';
import { MessageRow } from '../conversations/message-row';
import '../talk.css';

/**
 * The conversation between the buyer and the shop about the order (decision 047), the evidence the arbitration
 * reads below both sides' statements: its messages as they were written, hidden ones marked; replying and hiding
 * happen on the conversation's own page.
 */
function ConversationSlot({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const query = useConsoleConversation(orderId);
  const pages = query.data?.pages ?? [];
  const newest = pages[0];
  const messages = [...pages].reverse().flatMap((page) => page.list);
  return (
    <Card
      title={t('admin.disputes.conversation.title')}
      data-slot="order-conversation"
      data-order-id={orderId}
      loading={query.isPending}
      extra={
        <Link to={`/admin/conversations/${orderId}`}>
          {t('admin.talk.conversation.title', { sn: newest?.sn ?? '', shop: newest?.shop.name ?? '' })}
        </Link>
      }
    >
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      {newest && messages.length === 0 && (
        <Typography.Text type="secondary">{t('admin.talk.conversation.none')}</Typography.Text>
      )}
      {newest && messages.length > 0 && (
        <ol className="tw-talk-thread" aria-label={t('admin.talk.conversation.thread')}>
          {messages.map((message) => (
            <MessageRow key={message.id} message={message} buyer={newest.buyer.account} />
          ))}
        </ol>
      )}
    </Card>
  );
}

/** A case: where it stands and the time left, both sides, the order and its tracking, the timeline, the next step. */
export function DisputeCaseScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['admin', 'dispute', id],
    queryFn: () => getDisputeCase(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  if (query.error) return <Alert type="error" showIcon title={query.error.message} />;
  if (!query.data) return <Skeleton active />;
  const { case: found, order, refund } = query.data;
  const opened = found.events.find((event) => event.kind === 'opened');
  const answered = found.events.find((event) => event.kind === 'shop_answered');
  const decided = found.status === DisputeStatus.Refunded || found.status === DisputeStatus.Rejected;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'order',
              label: t('admin.disputes.case.order'),
              children: <Link to={`/admin/orders/${order.id}`}>{order.sn}</Link>,
            },
            { key: 'state', label: t('admin.disputes.column.state'), children: <DisputeState status={found.status} /> },
            { key: 'left', label: t('admin.disputes.column.left'), children: <TimeLeft due={found.due_at} /> },
            { key: 'shop', label: t('admin.disputes.case.shop'), children: found.shop.name },
            { key: 'buyer', label: t('admin.disputes.case.buyer'), children: found.user.account },
            { key: 'paid', label: t('admin.disputes.case.paid'), children: formatMoney(found.paid_cents) },
            {
              key: 'refused',
              label: t('admin.disputes.case.refused'),
              children: refund.refuse_reason ?? '—',
            },
            { key: 'opened', label: t('admin.disputes.case.opened'), children: formatConsoleTime(found.created_at) },
          ]}
        />
      </Card>
      {decided && found.decision && (
        <Alert
          type={found.status === DisputeStatus.Refunded ? 'success' : 'info'}
          showIcon
          title={`${t(`admin.disputes.decision.${found.decision}`)}${found.decided_cents !== null ? ` · ${formatMoney(found.decided_cents)}` : ''}`}
          description={found.decision_reason}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Statement title={t('admin.disputes.case.buyerSide')} event={opened} none="—" />
        </Col>
        <Col xs={24} lg={12}>
          <Statement
            title={t('admin.disputes.case.shopSide')}
            event={answered}
            none={
              found.status === DisputeStatus.AwaitingShop
                ? t('admin.disputes.case.awaitingAnswer')
                : t('admin.disputes.case.noAnswer')
            }
          />
        </Col>
      </Row>
      {found.status === DisputeStatus.AwaitingShop && <AnswerForm id={found.id} />}
      {found.status === DisputeStatus.AwaitingPlatform && (
        <DecideForm id={found.id} sn={order.sn} paidCents={found.paid_cents} onDone={() => void query.refetch()} />
      )}
      <ConversationSlot orderId={order.id} />
      <Card title={t('admin.disputes.case.timeline')}>
        <CaseTimeline events={found.events} />
      </Card>
      <OrderLines order={order} />
      <OrderLogistics order={order} />
    </Space>
  );
}
