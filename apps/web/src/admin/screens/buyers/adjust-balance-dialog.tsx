import { Alert, Form, Modal } from 'antd';
import { MoneyInput } from '../../components/money-input';
import { useTranslation } from '@/i18n/use-translation';
import { ReasonField } from '../../components/reason-field';
import { centsToDecimal, type AdminBuyerDetail } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { useDecision } from '../../components/use-decision';
import { adjustBalance } from './api/adjust-balance';
import { parseSignedAmount } from './signed-amount';

type Values = { amount: string; reason: string };
type Props = { buyer: AdminBuyerDetail; onClose: () => void };

/**
 * A balance adjustment: a signed amount ("-5.00" takes away) and the reason the buyer reads in their fund
 * records. The confirmation states the balance it leaves; the server writes it as a ledger row.
 */
export function AdjustBalanceDialog({ buyer, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const decide = useDecision();
  const typed = parseSignedAmount(Form.useWatch('amount', form) ?? '');
  const before = buyer.balance_cents;
  const account = buyer.account;

  const finish = async ({ amount, reason }: Values) => {
    const cents = parseSignedAmount(amount)!;
    const texts = {
      account,
      amount: formatMoney(Math.abs(cents)),
      before: formatMoney(before),
      after: formatMoney(before + cents),
      reason: reason.trim(),
    };
    const done = await decide({
      title: t(cents > 0 ? 'admin.buyers.adjust.confirmAdd' : 'admin.buyers.adjust.confirmTake', texts),
      content: t('admin.buyers.adjust.confirmContent', texts),
      okText: t('admin.buyers.adjust.submit'),
      danger: cents < 0,
      run: () => adjustBalance({ user_id: buyer.id, amount: centsToDecimal(cents), reason: texts.reason }),
      success: (result) => t('admin.buyers.adjust.done', { account, balance: formatMoney(result.balance_cents) }),
    });
    if (done) onClose();
  };

  const amountRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!value?.trim()) throw new Error(t('admin.buyers.adjust.amountRequired'));
      const cents = parseSignedAmount(value);
      if (cents === null) throw new Error(t('admin.buyers.adjust.amountInvalid'));
      if (before + cents < 0) throw new Error(t('admin.buyers.adjust.belowZero', { balance: formatMoney(before) }));
    },
  };

  return (
    <Modal
      open
      title={t('admin.buyers.adjust.title', { account })}
      okText={t('admin.buyers.adjust.next')}
      cancelText={t('admin.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>{t('admin.buyers.adjust.current', { balance: formatMoney(before) })}</p>
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <Form.Item
          name="amount"
          label={t('admin.buyers.adjust.amount')}
          extra={t('admin.buyers.adjust.amountHelp')}
          rules={[amountRule]}
        >
          <MoneyInput autoFocus />
        </Form.Item>
        <ReasonField
          label={t('admin.buyers.adjust.reason')}
          requiredMessage={t('admin.buyers.adjust.reasonRequired')}
          extra={t('admin.buyers.adjust.reasonHelp')}
          autoFocus={false}
        />
      </Form>
      {typed !== null && before + typed >= 0 && (
        <Alert
          type={typed < 0 ? 'warning' : 'info'}
          showIcon
          title={t('admin.buyers.adjust.preview', { after: formatMoney(before + typed) })}
        />
      )}
    </Modal>
  );
}
