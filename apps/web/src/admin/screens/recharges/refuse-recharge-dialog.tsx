import { Alert, Form, Modal, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ReasonField } from '../../components/reason-field';
import type { AdminRechargeRecord } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { refuseRecharge } from './api/refuse-recharge';
import { methodLabel } from './recharge-method';

type Values = { reason: string };
type Props = { record: AdminRechargeRecord; onClose: () => void };

/** A refusal always carries a reason: the buyer reads it in their top-up records. */
export function RefuseRechargeDialog({ record, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { send, sending } = useDialogSubmit(form, onClose);

  const finish = ({ reason }: Values) =>
    send(
      () => refuseRecharge({ id: record.id, reason: reason.trim() }),
      (result) => t('admin.recharges.refuse.done', { id: result.id }),
    );

  return (
    <Modal
      open
      title={t('admin.recharges.refuse.title', { id: record.id })}
      okText={t('admin.recharges.refuse.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('admin.recharges.declared', {
          account: record.user.account,
          amount: formatMoney(record.amount_cents),
          method: methodLabel(t, record),
        })}
      </Typography.Paragraph>
      <Alert
        className="tw-admin-gap"
        type="warning"
        showIcon
        title={t('admin.recharges.refuse.consequence', { account: record.user.account })}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <ReasonField
          label={t('admin.recharges.refuse.reason')}
          requiredMessage={t('admin.recharges.refuse.reasonRequired')}
          placeholder={t('admin.recharges.refuse.reasonPlaceholder')}
        />
      </Form>
    </Modal>
  );
}
