import { Alert, Form, Modal } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ReasonField } from '../../components/reason-field';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { refuseRefund } from './api/refuse-refund';
import type { RefundRequest } from './api/get-refunds';

type Values = { reason: string };
type Props = { refund: RefundRequest; onClose: () => void };

/** A refusal always carries the reason the buyer reads; the order goes back to where it was before the request. */
export function RefuseRefundDialog({ refund, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { confirmThenSend, sending } = useDialogSubmit(form, onClose);
  const sn = refund.order_sn;

  const finish = ({ reason }: Values) =>
    confirmThenSend({
      title: t('admin.refunds.refuse.confirmTitle', { sn }),
      content: t('admin.refunds.refuse.confirmContent', { reason: reason.trim() }),
      okText: t('admin.refunds.refuse.confirmOk'),
      danger: true,
      run: () => refuseRefund(refund.id, reason.trim()),
      success: () => t('admin.refunds.refuse.done', { sn }),
    });

  return (
    <Modal
      open
      title={t('admin.refunds.refuse.title', { sn })}
      okText={t('admin.refunds.refuse.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert
        className="tw-admin-gap"
        type="warning"
        showIcon
        title={t('admin.refunds.refuse.lead', { sn, account: refund.user.account })}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <ReasonField
          label={t('admin.refunds.refuse.reason')}
          requiredMessage={t('admin.refunds.refuse.reasonRequired')}
          placeholder={t('admin.refunds.refuse.reasonPlaceholder')}
        />
      </Form>
    </Modal>
  );
}
