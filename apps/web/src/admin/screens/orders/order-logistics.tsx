import { Card, Descriptions, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { sortTrackingEvents, type OrderDetail } from '@tradewind/contract';
import { formatConsoleTime } from '../../components/console-time';
import { SectionTitle } from './section-title';

/** Carrier and tracking number once shipped, and the events the buyer follows, newest first. */
export function OrderLogistics({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={<SectionTitle>{t('admin.orders.logistics.heading')}</SectionTitle>}>
      {order.carrier && (
        <Descriptions
          className="tw-admin-gap"
          size="small"
          column={2}
          items={[
            { key: 'carrier', label: t('admin.orders.logistics.carrier'), children: order.carrier },
            {
              key: 'tracking',
              label: t('admin.orders.logistics.trackingNo'),
              children: <Typography.Text copyable>{order.tracking_no}</Typography.Text>,
            },
          ]}
        />
      )}
      {order.tracking_url && (
        <Typography.Link href={order.tracking_url} target="_blank" rel="noopener noreferrer">
          {t('admin.orders.logistics.trackOn', { carrier: order.carrier })}
        </Typography.Link>
      )}
      {order.logistics.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.orders.logistics.none')} />
      ) : (
        <Timeline
          titleSpan={7}
          items={sortTrackingEvents(order.logistics).map((event, index) => ({
            key: `${event.at}-${index}`,
            color: index === 0 ? 'blue' : 'gray',
            title: formatConsoleTime(event.at),
            content: (
              <div>
                {event.stage && <strong>{t(`admin.orders.logistics.stage.${event.stage}`)}</strong>}
                {event.text && <div>{event.text}</div>}
                {event.location && <Typography.Text type="secondary">{event.location}</Typography.Text>}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
