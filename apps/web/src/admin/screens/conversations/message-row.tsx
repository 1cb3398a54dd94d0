import { Button, Space, Typography } from 'antd';
import { consolePictureUrl } from '@tradewind/contract';
import { type AdminConversation } from '@tradewind/contract/talk';
import { useTranslation } from '@/i18n/use-translation';
import { formatConsoleTime } from '../../components/console-time';

type Message = AdminConversation['list'][number];

/** One message: who wrote it, its text and pictures, read or not; a hidden one with the platform's reason. */
export function MessageRow({
  message,
  buyer,
  onHide,
}: {
  message: Message;
  buyer: string;
  /** Offers hiding the message (the conversation page); without it the row only reads (a case's evidence). */
  onHide?: (message: Message) => void;
}) {
  const { t } = useTranslation();
  const fromShop = message.sender === 'shop';
  return (
    <li className={fromShop ? 'tw-talk-msg tw-talk-msg--shop' : 'tw-talk-msg'}>
      <Typography.Text strong>{fromShop ? t('admin.talk.conversation.shop') : buyer}</Typography.Text>
      <div className="tw-talk-bubble">
        {message.hidden && (
          <Typography.Text type="warning">
            {t('admin.talk.conversation.hiddenBecause', { reason: message.hidden.reason })}
          </Typography.Text>
        )}
        {message.body && (
          <Typography.Paragraph className="tw-admin-pre" delete={Boolean(message.hidden)} style={{ margin: 0 }}>
            {message.body}
          </Typography.Paragraph>
        )}
        {message.pictures.length > 0 && (
          <ul className="tw-talk-pictures" aria-label={t('admin.talk.conversation.pictures')}>
            {message.pictures.map((url, index) => (
              <li key={url}>
                <a href={consolePictureUrl(url)} target="_blank" rel="noreferrer">
                  <img src={consolePictureUrl(url)} alt={t('admin.talk.conversation.picture', { n: index + 1 })} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Space size={8}>
        <Typography.Text type="secondary">
          {formatConsoleTime(message.created_at)}
          {message.read ? ` · ${t('admin.talk.conversation.read')}` : ''}
        </Typography.Text>
        {onHide && !message.hidden && (
          <Button size="small" onClick={() => onHide(message)}>
            {t('admin.talk.conversation.hide')}
          </Button>
        )}
      </Space>
    </li>
  );
}
