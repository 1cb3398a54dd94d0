import { Button, Form, Input, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '@/i18n/use-translation';
import { WithdrawalLimitsBody, type WithdrawalLimits } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { formatMoney } from '@/i18n/format';
import { fromCents, MoneyInput, moneyRules, toCents } from '../../components/money-input';
import { useDecision } from '../../components/use-decision';
import { saveWithdrawalLimits } from './api/save-withdrawal-limits';

/** The form holds the server's field names: a refusal names the field it is about. */
type Values = {
  destination_wait_minutes: string;
  hold_minutes: string;
  max: string;
  daily_max: string;
  dual_approval: string;
};

const MAX_MINUTES = 30 * 24 * 60;

const valuesOf = (limits: WithdrawalLimits): Values => ({
  destination_wait_minutes: String(limits.destination_wait_minutes),
  hold_minutes: String(limits.hold_minutes),
  max: fromCents(limits.max_cents),
  daily_max: fromCents(limits.daily_max_cents),
  dual_approval: fromCents(limits.dual_approval_cents),
});

const minutesOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The waits and limits of decision 052; saving states the new values and asks first. */
export function LimitsForm({ limits }: { limits: WithdrawalLimits }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const decide = useDecision();

  const minutesRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      const minutes = minutesOf(value ?? '');
      // The contract's rule (whole minutes, at most 30 days), the one the server applies.
      if (!WithdrawalLimitsBody.shape.hold_minutes.safeParse(minutes).success)
        throw new Error(t('admin.fees.limits.minutesInvalid', { max: MAX_MINUTES }));
    },
  };

  const finish = (values: Values) => {
    const body = {
      destination_wait_minutes: minutesOf(values.destination_wait_minutes),
      hold_minutes: minutesOf(values.hold_minutes),
      max: fromCents(toCents(values.max)),
      daily_max: fromCents(toCents(values.daily_max)),
      dual_approval: fromCents(toCents(values.dual_approval)),
    };
    void decide({
      title: t('admin.fees.limits.confirm.title'),
      content: t('admin.fees.limits.confirm.content', {
        wait: body.destination_wait_minutes,
        hold: body.hold_minutes,
        max: formatMoney(toCents(values.max)),
        dailyMax: formatMoney(toCents(values.daily_max)),
        dual: formatMoney(toCents(values.dual_approval)),
      }),
      okText: t('admin.fees.limits.confirm.ok'),
      run: () =>
        saveWithdrawalLimits(body).catch((error: unknown) => {
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          form.setFields(Object.entries(fields).map(([name, text]) => ({ name, errors: [text] })) as never);
          throw error;
        }),
      success: (saved) => {
        form.setFieldsValue(valuesOf(saved));
        return t('admin.fees.limits.saved');
      },
    });
  };

  const minutesField = (name: 'destination_wait_minutes' | 'hold_minutes', label: string, help: string) => (
    <Form.Item name={name} label={label} extra={help} required rules={[minutesRule]}>
      <Input inputMode="numeric" autoComplete="off" suffix={t('admin.fees.limits.minutes')} />
    </Form.Item>
  );
  const moneyField = (name: 'max' | 'daily_max' | 'dual_approval', label: string, help: string) => (
    <Form.Item name={name} label={label} extra={help} rules={moneyRules(t, { allowZero: name === 'dual_approval' })}>
      <MoneyInput />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={valuesOf(limits)}
      onFinish={finish}
      style={{ maxInlineSize: 520 }}
    >
      {minutesField(
        'destination_wait_minutes',
        t('admin.fees.limits.destinationWait'),
        t('admin.fees.limits.destinationWaitHelp'),
      )}
      {minutesField('hold_minutes', t('admin.fees.limits.hold'), t('admin.fees.limits.holdHelp'))}
      {moneyField('max', t('admin.fees.limits.max'), t('admin.fees.limits.maxHelp'))}
      {moneyField('daily_max', t('admin.fees.limits.dailyMax'), t('admin.fees.limits.dailyMaxHelp'))}
      {moneyField('dual_approval', t('admin.fees.limits.dualApproval'), t('admin.fees.limits.dualApprovalHelp'))}
      <Space>
        <Button type="primary" htmlType="submit">
          {t('admin.fees.limits.save')}
        </Button>
        <Button onClick={() => form.setFieldsValue(valuesOf(limits))}>{t('admin.fees.undo')}</Button>
      </Space>
    </Form>
  );
}
