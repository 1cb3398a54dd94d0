import { Alert, Form, Modal } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ReasonField } from '../../components/reason-field';
import type { AdminWithdrawalRecord } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { refuseWithdrawal } from './api/refuse-withdrawal';

type Values = { reason: string };
type Props = { record: AdminWithdrawalRecord; onClose: () => void };

/** A refusal gives the held amount back to the buyer and always carries a reason, which the buyer reads. */
export function RefuseWithdrawalDialog({ record, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { send, sending } = useDialogSubmit(form, onClose);
  const held = { amount: formatMoney(record.amount_cents), account: record.user.account };

  const finish = ({ reason }: Values) =>
    send(
      () => refuseWithdrawal({ id: record.id, reason: reason.trim() }),
      (result) => t('admin.withdrawals.refuse.done', { id: result.id, ...held }),
    );

  return (
    <Modal
      open
      title={t('admin.withdrawals.refuse.title', { id: record.id })}
      okText={t('admin.withdrawals.refuse.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert className="tw-admin-gap" type="warning" showIcon title={t('admin.withdrawals.refuse.consequence', held)} />
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <ReasonField
          label={t('admin.withdrawals.refuse.reason')}
          requiredMessage={t('admin.withdrawals.refuse.reasonRequired')}
          placeholder={t('admin.withdrawals.refuse.reasonPlaceholder')}
        />
      </Form>
    </Modal>
  );
}
