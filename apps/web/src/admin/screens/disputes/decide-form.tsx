import { Button, Card, Form, Radio } from 'antd';
import { DISPUTE_DECISIONS, parseAmount, type DisputeDecision } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/i18n/format';
import { MoneyInput, moneyRules } from '../../components/money-input';
import { ReasonField } from '../../components/reason-field';
import { useDialogSubmit } from '../../components/use-dialog-submit';
import { decideDispute } from './api/disputes-api';

type Values = { decision: DisputeDecision; amount?: string; reason: string };
type Props = { id: number; sn: string; paidCents: number; onDone: () => void };

/** The platform's decision: a full refund, a part refund (no more than paid) or a rejection, with the buyer's reason. */
export function DecideForm({ id, sn, paidCents, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { confirmThenSend, sending } = useDialogSubmit(form, onDone);
  const decision = Form.useWatch('decision', form);

  const finish = (values: Values) => {
    const amount = values.decision === 'part_refund' ? values.amount : undefined;
    const shown = formatMoney(values.decision === 'full_refund' ? paidCents : (parseAmount(amount ?? '') ?? 0));
    return confirmThenSend({
      title: t('admin.disputes.decide.confirmTitle', { sn }),
      content: t(`admin.disputes.decide.confirm.${values.decision}`, { amount: shown, reason: values.reason.trim() }),
      okText: t('admin.disputes.decide.confirmOk'),
      danger: values.decision === 'reject',
      run: () => decideDispute({ id, decision: values.decision, amount, reason: values.reason.trim() }),
      success: () => t('admin.disputes.decide.done', { sn }),
    });
  };

  return (
    <Card title={t('admin.disputes.decide.title')}>
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <Form.Item
          name="decision"
          label={t('admin.disputes.decide.decision')}
          rules={[{ required: true, message: t('admin.disputes.decide.decisionRequired') }]}
        >
          <Radio.Group
            options={DISPUTE_DECISIONS.map((value) => ({
              value,
              label:
                value === 'full_refund'
                  ? t('admin.disputes.decide.full', { amount: formatMoney(paidCents) })
                  : t(`admin.disputes.decision.${value}`),
            }))}
          />
        </Form.Item>
        {decision === 'part_refund' && (
          <Form.Item
            name="amount"
            label={t('admin.disputes.decide.amount', { max: formatMoney(paidCents) })}
            rules={moneyRules(t)}
          >
            <MoneyInput />
          </Form.Item>
        )}
        <ReasonField
          autoFocus={false}
          label={t('admin.disputes.decide.reason')}
          requiredMessage={t('admin.disputes.decide.reasonRequired')}
          placeholder={t('admin.disputes.decide.reasonPlaceholder')}
        />
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('admin.disputes.decide.submit')}
        </Button>
      </Form>
    </Card>
  );
}
