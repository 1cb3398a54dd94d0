import { Card, Empty, Image, Space, Timeline, Typography } from 'antd';
import { consolePictureUrl, type DisputeEvent } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';

/** A side's pictures: private uploads, read through the console's own path (decision 036). */
export function CasePictures({ pictures, who }: { pictures: string[]; who: string }) {
  const { t } = useTranslation();
  if (pictures.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={6} wrap>
        {pictures.map((src, index) => (
          <Image
            key={src}
            src={consolePictureUrl(src)}
            alt={t('admin.disputes.pictureAlt', { who, index: index + 1 })}
            width={72}
            height={72}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** One side's statement: its words as typed (shown as text) and its pictures, or that it has none. */
export function Statement({ title, event, none }: { title: string; event?: DisputeEvent; none: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title}>
      {event ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{formatConsoleTime(event.created_at)}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{event.text}</Typography.Paragraph>
          <CasePictures pictures={event.pictures} who={title} />
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={none} />
      )}
      {event?.amount_cents != null && event.kind === 'opened' && (
        <Typography.Text strong>
          {t('admin.disputes.asked', { amount: formatMoney(event.amount_cents) })}
        </Typography.Text>
      )}
    </Card>
  );
}

/** Every step, oldest first, as both sides see it. */
export function CaseTimeline({ events }: { events: DisputeEvent[] }) {
  const { t } = useTranslation();
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.id,
        content: (
          <Space orientation="vertical" size={0}>
            <Typography.Text strong>{t(`admin.disputes.event.${event.kind}`)}</Typography.Text>
            <Typography.Text type="secondary">{formatConsoleTime(event.created_at)}</Typography.Text>
            {event.decision && (
              <span>
                {t(`admin.disputes.decision.${event.decision}`)}
                {event.amount_cents !== null && ` · ${formatMoney(event.amount_cents)}`}
              </span>
            )}
          </Space>
        ),
      }))}
    />
  );
}
