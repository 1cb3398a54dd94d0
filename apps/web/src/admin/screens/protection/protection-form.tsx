import { Button, Form, InputNumber, Space } from 'antd';
import { PROTECTION_DAYS, type ProtectionSettings } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/i18n/format';
import { fromCents, MoneyInput, moneyRules, toCents } from '../../components/money-input';
import { bpsToPercentText, formatRate, percentToBps } from '../../components/percent';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveProtectionSettings } from './api/save-protection-settings';

type Values = { extension_days: number; rate: string; late_min: string; late_max: string };
const valuesOf = (s: ProtectionSettings): Values => ({
  extension_days: s.extension_days,
  rate: bpsToPercentText(s.late_credit.rate_bps),
  late_min: fromCents(s.late_credit.min_cents),
  late_max: fromCents(s.late_credit.max_cents),
});

/** The extension a buyer may ask for once, and what a late parcel earns (a share of its goods, within bounds). */
export function ProtectionForm({ settings }: { settings: ProtectionSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form, (fields) =>
    form.setFields(
      Object.entries(fields).map(([name, text]) => ({
        name: name === 'rate_bps' ? 'rate' : name,
        errors: [text],
      })) as never,
    ),
  );
  const finish = (values: Values) =>
    void submit(
      () =>
        saveProtectionSettings({
          extension_days: values.extension_days,
          rate_bps: percentToBps(values.rate) ?? 0,
          late_min: fromCents(toCents(values.late_min)),
          late_max: fromCents(toCents(values.late_max)),
        }),
      (saved) =>
        t('admin.protection.saved', {
          days: saved.extension_days,
          rate: formatRate(saved.late_credit.rate_bps),
          min: formatMoney(saved.late_credit.min_cents),
          max: formatMoney(saved.late_credit.max_cents),
        }),
    );
  const rateRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      const bps = value?.trim() ? percentToBps(value) : null;
      if (bps === null || bps > 10_000) throw new Error(t('admin.protection.rateInvalid'));
    },
  };
  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(settings)} onFinish={finish} style={{ maxWidth: 480 }}>
      <Form.Item
        name="extension_days"
        label={t('admin.protection.extensionDays')}
        extra={t('admin.protection.extensionHelp')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: PROTECTION_DAYS.min,
            max: PROTECTION_DAYS.max,
            message: t('admin.protection.daysInvalid', PROTECTION_DAYS),
          },
        ]}
      >
        <InputNumber min={PROTECTION_DAYS.min} max={PROTECTION_DAYS.max} precision={0} />
      </Form.Item>
      <Form.Item
        name="rate"
        label={t('admin.protection.lateRate')}
        extra={t('admin.protection.lateRateHelp')}
        required
        rules={[rateRule]}
      >
        <MoneyInput prefix={null} suffix="%" />
      </Form.Item>
      <Form.Item name="late_min" label={t('admin.protection.lateMin')} rules={moneyRules(t, { allowZero: true })}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="late_max" label={t('admin.protection.lateMax')} rules={moneyRules(t, { allowZero: true })}>
        <MoneyInput />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('admin.protection.save')}
        </Button>
        <Button onClick={() => form.setFieldsValue(valuesOf(settings))}>{t('admin.protection.undo')}</Button>
      </Space>
    </Form>
  );
}
