import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { LogisticsBody, ShippingV, TRACKING_STAGES, type OrderDetail, type TrackingStage } from '@tradewind/contract';
import { maxLengthOf } from '../../components/schema-rules';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { addLogisticsEvent } from './api/add-logistics-event';
import { fromUtcMinute, utcMinute } from '../../components/console-time';

type Values = { stage?: TrackingStage; text?: string; location?: string; at: string };
type Props = { order: OrderDetail; onClose: () => void };

/**
 * A step of the parcel's journey, shown to the buyer in the order's tracking: the stage it reached, where and when
 * (now unless told; in UTC, as the console shows every time), and what the carrier said. A stage or a note is enough.
 */
export function LogisticsDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { confirmThenSend, sending } = useDialogSubmit(form, onClose);
  const stageLabel = (stage: TrackingStage) => t(`admin.orders.logistics.stage.${stage}`);

  const finish = (values: Values) => {
    const text = values.text?.trim() || undefined;
    const location = values.location?.trim() || undefined;
    const what = [values.stage && stageLabel(values.stage), text].filter(Boolean).join(' — ');
    return confirmThenSend({
      title: t('admin.orders.logistics.confirmTitle', { sn: order.sn }),
      content: location
        ? t('admin.orders.logistics.confirmContentAt', { text: what, location })
        : t('admin.orders.logistics.confirmContent', { text: what }),
      okText: t('admin.orders.logistics.confirmOk'),
      run: () =>
        addLogisticsEvent({
          id: order.id,
          stage: values.stage,
          text,
          location,
          at: fromUtcMinute(values.at).toISOString(),
        }),
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
      <Form
        form={form}
        layout="vertical"
        initialValues={{ at: utcMinute(new Date()) }}
        onFinish={(values) => void finish(values)}
      >
        <Form.Item name="stage" label={t('admin.orders.logistics.stageLabel')}>
          <Select
            allowClear
            autoFocus
            placeholder={t('admin.orders.logistics.stagePlaceholder')}
            options={TRACKING_STAGES.map((stage) => ({ value: stage, label: stageLabel(stage) }))}
          />
        </Form.Item>
        <Form.Item name="location" label={t('admin.orders.logistics.location')}>
          <Input
            maxLength={maxLengthOf(LogisticsBody.shape.location)}
            placeholder={t('admin.orders.logistics.locationPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="at"
          label={t('admin.orders.logistics.at')}
          extra={t('admin.orders.logistics.atHelp')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input type="datetime-local" max={utcMinute(new Date())} />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('admin.orders.logistics.text')}
          dependencies={['stage']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                getFieldValue('stage') || value?.trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t(ShippingV.stageOrText))),
            }),
          ]}
        >
          <Input.TextArea
            rows={2}
            maxLength={maxLengthOf(LogisticsBody.shape.text)}
            showCount
            placeholder={t('admin.orders.logistics.textPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
