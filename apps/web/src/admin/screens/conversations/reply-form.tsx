import { Button, Form, Input } from 'antd';
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PICTURES } from '@tradewind/contract/talk';
import { useTranslation } from '@/i18n/use-translation';
import { ImagesField } from '../../components/images-field';
import { useFormSubmit } from '../../components/use-form-submit';
import { sendShopMessage } from './api';

type Values = { body?: string; pictures?: string[] };

/** The shop's reply: text, pictures or both; the buyer's open order screen shows it within a second. */
export function ReplyForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const finish = async ({ body = '', pictures = [] }: Values) => {
    if (!body.trim() && pictures.length === 0) {
      form.setFields([{ name: 'body', errors: [t('admin.talk.conversation.empty')] }]);
      return;
    }
    const sent = await submit(
      () => sendShopMessage(orderId, body, pictures),
      () => t('admin.talk.conversation.sent'),
    );
    if (sent !== undefined) form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
      <Form.Item name="body" label={t('admin.talk.conversation.reply')}>
        <Input.TextArea rows={3} maxLength={MESSAGE_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="pictures" label={t('admin.talk.conversation.pictures')}>
        <ImagesField max={MESSAGE_MAX_PICTURES} label={t('admin.talk.conversation.addPictures')} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('admin.talk.conversation.send')}
      </Button>
    </Form>
  );
}
