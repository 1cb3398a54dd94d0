import { Alert, Form, Modal } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ReasonField } from '../../components/reason-field';
import type { OrderDetail } from '@tradewind/contract';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { closeOrder } from './api/close-order';

type Values = { reason: string };
type Props = { order: OrderDetail; onClose: () => void };

/** Closing an unpaid order cancels it for good; the buyer reads the reason on the order. */
export function CloseDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { confirmThenSend, sending } = useDialogSubmit(form, onClose);

  const finish = ({ reason }: Values) =>
    confirmThenSend({
      title: t('admin.orders.close.confirmTitle', { sn: order.sn }),
      content: t('admin.orders.close.confirmContent', { reason: reason.trim() }),
      okText: t('admin.orders.close.confirmOk'),
      danger: true,
      run: () => closeOrder({ id: order.id, reason: reason.trim() }),
      success: () => t('admin.orders.close.done', { sn: order.sn }),
    });

  return (
    <Modal
      open
      title={t('admin.orders.close.title', { sn: order.sn })}
      okText={t('admin.orders.close.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert className="tw-admin-gap" type="warning" showIcon title={t('admin.orders.close.lead')} />
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <ReasonField
          label={t('admin.orders.close.reason')}
          requiredMessage={t('admin.orders.close.reasonRequired')}
          placeholder={t('admin.orders.close.reasonPlaceholder')}
        />
      </Form>
    </Modal>
  );
}
