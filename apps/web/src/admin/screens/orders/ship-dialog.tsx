import { AutoComplete, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { CARRIERS, ShipBody, type OrderDetail } from '@tradewind/contract';
import { maxLengthOf, schemaRules } from '../../components/schema-rules';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { shipOrder } from './api/ship-order';

type Values = { carrier: string; tracking_no: string };
type Props = { order: OrderDetail; onClose: () => void };

/** Shipping takes the carrier and the tracking number the buyer will follow; both are confirmed before sending. */
export function ShipDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { confirmThenSend, sending } = useDialogSubmit(form, onClose);

  const finish = (values: Values) => {
    const carrier = values.carrier.trim();
    const trackingNo = values.tracking_no.trim();
    return confirmThenSend({
      title: t('admin.orders.ship.confirmTitle', { sn: order.sn }),
      content: t('admin.orders.ship.confirmContent', { carrier, trackingNo }),
      okText: t('admin.orders.ship.confirmOk'),
      run: () => shipOrder({ id: order.id, carrier, tracking_no: trackingNo }),
      success: () => t('admin.orders.ship.done', { sn: order.sn, carrier }),
    });
  };

  return (
    <Modal
      open
      title={t('admin.orders.ship.title', { sn: order.sn })}
      okText={t('admin.orders.ship.submit')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t('admin.orders.ship.lead', { addressee: order.address.addressee, area: order.address.area })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <Form.Item
          name="carrier"
          label={t('admin.orders.ship.carrier')}
          rules={schemaRules(t, ShipBody.shape.carrier, { required: t('admin.orders.ship.carrierRequired') })}
        >
          <AutoComplete
            autoFocus
            maxLength={maxLengthOf(ShipBody.shape.carrier)}
            placeholder={t('admin.orders.ship.carrierPlaceholder')}
            options={CARRIERS.map((carrier) => ({ value: carrier.name }))}
            filterOption={(typed, option) => option?.value.toLowerCase().includes(typed.toLowerCase()) ?? false}
          />
        </Form.Item>
        <Form.Item
          name="tracking_no"
          label={t('admin.orders.ship.trackingNo')}
          rules={schemaRules(t, ShipBody.shape.tracking_no, { required: t('admin.orders.ship.trackingNoRequired') })}
        >
          <Input maxLength={maxLengthOf(ShipBody.shape.tracking_no)} spellCheck={false} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
