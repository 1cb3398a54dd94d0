import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail } from '@tradewind/contract';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { addLogisticsEvent } from './api/add-logistics-event';

type Values = { text: string; location?: string };
type Props = { order: OrderDetail; onClose: () => void };

/** A step of the parcel's journey, shown to the buyer in the order's logistics; it is stamped with the time now. */
export function LogisticsDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { confirmThenSend, sending } = useDialogSubmit(form, onClose);

  const finish = (values: Values) => {
    const text = values.text.trim();
    const location = values.location?.trim() || undefined;
    return confirmThenSend({
      title: t('admin.orders.logistics.confirmTitle', { sn: order.sn }),
      content: location
        ? t('admin.orders.logistics.confirmContentAt', { text, location })
        : t('admin.orders.logistics.confirmContent', { text }),
      okText: t('admin.orders.logistics.confirmOk'),
      run: () => addLogisticsEvent({ id: order.id, text, location }),
      success: () => t('admin.orders.logistics.done', { sn: order.sn }),
    });
  };

  return (
    <Modal
      open
      title={t('admin.orders.logistics.title', { sn: order.sn })}
      okText={t('admin.orders.logistics.submit')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <Form.Item
          name="text"
          label={t('admin.orders.logistics.text')}
          rules={[{ required: true, whitespace: true, message: t('admin.orders.logistics.textRequired') }]}
        >
          <Input.TextArea
            rows={2}
            maxLength={200}
            showCount
            autoFocus
            placeholder={t('admin.orders.logistics.textPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="location" label={t('admin.orders.logistics.location')}>
          <Input maxLength={80} placeholder={t('admin.orders.logistics.locationPlaceholder')} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('admin.orders.logistics.time')}</Typography.Text>
    </Modal>
  );
}
