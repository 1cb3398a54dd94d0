import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminWithdrawalRecord } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { passWithdrawal } from './api/pass-withdrawal';

type Values = { tx_hash: string };
type Props = { record: AdminWithdrawalRecord; onClose: () => void };

/**
 * Decision 028: an on-chain withdrawal is passed with the payout's transaction hash. On a network the server
 * verifies, it checks the payout on the chain (the token, the buyer's address, exactly the arrival amount, enough
 * confirmations) and refuses the pass otherwise, naming why under the hash; elsewhere the hash is optional.
 */
export function PayoutDialog({ record, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { send, sending } = useDialogSubmit(form, onClose);
  const account = record.user.account;

  const finish = ({ tx_hash }: Values) => {
    const hash = tx_hash?.trim();
    return send(
      () => passWithdrawal(record.id, hash || undefined),
      () => t('admin.withdrawals.pass.done', { id: record.id, account }),
    );
  };

  return (
    <Modal
      open
      title={t('admin.withdrawals.pass.title', { id: record.id })}
      okText={t('admin.withdrawals.pass.submit')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('admin.withdrawals.payout.send', {
          arrival: formatMoney(record.arrival_cents),
          network: record.network ?? '',
        })}
      </Typography.Paragraph>
      <Typography.Paragraph code copyable={record.address ? { text: record.address } : false}>
        {record.address ?? record.masked}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <Form.Item
          name="tx_hash"
          label={t('admin.withdrawals.payout.txHash')}
          extra={t('admin.withdrawals.payout.help')}
        >
          <Input spellCheck={false} autoComplete="off" placeholder="0x…" autoFocus />
        </Form.Item>
      </Form>
      <Alert
        type="info"
        showIcon
        title={t('admin.withdrawals.pass.content', {
          arrival: formatMoney(record.arrival_cents),
          destination: record.address ?? record.masked,
          amount: formatMoney(record.amount_cents),
          account,
        })}
      />
    </Modal>
  );
}
