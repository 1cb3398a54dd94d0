import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_AMOUNT_CENTS, parseAmount, REASON_MAX_LENGTH, type AdminRechargeRecord } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { fromCents, MoneyInput, moneyRules, toCents } from '../../components/money-input';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { passRecharge } from './api/pass-recharge';
import { methodLabel } from './recharge-method';
import { RechargeTransfer } from './recharge-transfer';

type Values = { amount: string; reason?: string };
type Props = { record: AdminRechargeRecord; onClose: () => void };

/**
 * Passing credits what actually arrived, which the operator confirms here (the declared amount to start with);
 * the dialog says whose balance grows and by how much before anything is sent.
 */
export function PassRechargeDialog({ record, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { send, sending } = useDialogSubmit(form, onClose);
  const typed = Form.useWatch('amount', form) ?? fromCents(record.amount_cents);
  const cents = parseAmount(typed);
  const account = record.user.account;

  /** Decision 028: passing a deposit the chain verified overrides the chain, and says why. */
  const overriding = record.chain_state !== null;
  const finish = ({ amount, reason }: Values) =>
    send(
      () =>
        passRecharge({
          id: record.id,
          amount: fromCents(toCents(amount)),
          ...(overriding ? { reason: reason?.trim() ?? '' } : {}),
        }),
      (result) =>
        t('admin.recharges.pass.done', {
          id: result.id,
          amount: formatMoney(result.arrival_cents ?? toCents(amount)),
          account,
        }),
    );

  return (
    <Modal
      open
      title={t('admin.recharges.pass.title', { id: record.id })}
      okText={t('admin.recharges.pass.submit')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('admin.recharges.declared', {
          account,
          amount: formatMoney(record.amount_cents),
          method: methodLabel(t, record),
        })}
      </Typography.Paragraph>
      {record.method === 'manual' && (
        <div className="tw-admin-gap">
          <RechargeTransfer record={record} />
        </div>
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ amount: fromCents(record.amount_cents) }}
        onFinish={(values) => void finish(values)}
      >
        <Form.Item
          name="amount"
          label={t('admin.recharges.pass.arrival')}
          extra={t('admin.recharges.pass.arrivalHelp')}
          rules={moneyRules(t)}
        >
          <MoneyInput autoFocus />
        </Form.Item>
        {overriding && (
          <Form.Item
            name="reason"
            label={t('admin.recharges.pass.reason')}
            extra={t('admin.recharges.pass.reasonHelp')}
            rules={[{ required: true, whitespace: true, message: t('admin.recharges.pass.reasonRequired') }]}
          >
            <Input.TextArea maxLength={REASON_MAX_LENGTH} autoSize={{ minRows: 2 }} />
          </Form.Item>
        )}
      </Form>
      {cents !== null && cents > 0 && cents <= MAX_AMOUNT_CENTS && (
        <Alert
          type="info"
          showIcon
          title={t('admin.recharges.pass.consequence', { amount: formatMoney(cents), account })}
        />
      )}
    </Modal>
  );
}
