import { Button, Col, Form, Row, Space } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_FEE_RATE_BPS as MAX_RATE_BPS, parseAmount, type WalletSettings } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { formatMoney } from '@/i18n/format';
import { fromCents, MoneyInput, moneyRules, toCents } from '../../components/money-input';
import { useDecision } from '../../components/use-decision';
import { saveWalletSettings } from './api/save-wallet-settings';
import { FeeExample } from './fee-example';
import { bpsToPercentText, formatRate, percentToBps } from '../../components/percent';

type Values = { rate: string; fee_min: string; withdraw_min: string };
/** The server names the rate by its unit; the form shows it as a percent. */
const FIELD_OF: Record<string, keyof Values> = { rate_bps: 'rate', fee_min: 'fee_min', withdraw_min: 'withdraw_min' };

const valuesOf = (settings: WalletSettings): Values => ({
  rate: bpsToPercentText(settings.fee.rate_bps),
  fee_min: fromCents(settings.fee.min_cents),
  withdraw_min: fromCents(settings.min_cents),
});

/** The withdrawal settings; saving states the new values and asks first. */
export function FeesForm({ settings }: { settings: WalletSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const decide = useDecision();
  const typed = Form.useWatch([], form) ?? valuesOf(settings);
  const centsOf = (text?: string) => (text === undefined ? null : parseAmount(text));

  const finish = ({ rate, fee_min, withdraw_min }: Values) => {
    const rateBps = percentToBps(rate) ?? 0;
    const body = {
      rate_bps: rateBps,
      fee_min: fromCents(toCents(fee_min)),
      withdraw_min: fromCents(toCents(withdraw_min)),
    };
    const shown = {
      rate: formatRate(rateBps),
      feeMin: formatMoney(toCents(fee_min)),
      withdrawMin: formatMoney(toCents(withdraw_min)),
    };
    void decide({
      title: t('admin.fees.confirm.title'),
      content: t('admin.fees.confirm.content', shown),
      okText: t('admin.fees.confirm.ok'),
      run: () =>
        saveWalletSettings(body).catch((error: unknown) => {
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          form.setFields(
            Object.entries(fields).map(([name, text]) => ({ name: FIELD_OF[name] ?? name, errors: [text] })) as never,
          );
          throw error;
        }),
      success: (saved) => {
        form.setFieldsValue(valuesOf(saved));
        return t('admin.fees.saved', {
          rate: formatRate(saved.fee.rate_bps),
          feeMin: formatMoney(saved.fee.min_cents),
          withdrawMin: formatMoney(saved.min_cents),
        });
      },
    });
  };

  const rateRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!value?.trim()) throw new Error(t('admin.fees.rateRequired'));
      const bps = percentToBps(value);
      if (bps === null || bps > MAX_RATE_BPS)
        throw new Error(t('admin.fees.rateInvalid', { max: formatRate(MAX_RATE_BPS) }));
    },
  };

  return (
    <Row gutter={32}>
      <Col span={11}>
        <Form form={form} layout="vertical" initialValues={valuesOf(settings)} onFinish={finish}>
          <Form.Item
            name="rate"
            label={t('admin.fees.rate')}
            extra={t('admin.fees.rateHelp')}
            required
            rules={[rateRule]}
          >
            <MoneyInput prefix={null} suffix="%" />
          </Form.Item>
          <Form.Item
            name="fee_min"
            label={t('admin.fees.feeMin')}
            extra={t('admin.fees.feeMinHelp')}
            rules={moneyRules(t, { allowZero: true })}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item
            name="withdraw_min"
            label={t('admin.fees.withdrawMin')}
            extra={t('admin.fees.withdrawMinHelp')}
            rules={moneyRules(t, { allowZero: true })}
          >
            <MoneyInput />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('admin.fees.save')}
            </Button>
            <Button onClick={() => form.setFieldsValue(valuesOf(settings))}>{t('admin.fees.undo')}</Button>
          </Space>
        </Form>
      </Col>
      <Col span={13}>
        <FeeExample
          rateBps={typed.rate === undefined ? null : percentToBps(typed.rate)}
          feeMinCents={centsOf(typed.fee_min)}
          withdrawMinCents={centsOf(typed.withdraw_min)}
        />
      </Col>
    </Row>
  );
}
