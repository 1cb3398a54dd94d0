import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Switch } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { PROMO_KINDS, PromoCodeSaveBody, type PromoCode } from '@tradewind/contract';
import { fromCents, MoneyInput, moneyRules, toCents } from '../../components/money-input';
import { rangeOf, schemaRules } from '../../components/schema-rules';
import { useFormSubmit } from '../../components/use-form-submit';
import { ShopSelect } from '../../components/shop-select';
import { savePromoCode } from './api/save-promo-code';
import { fromLocalInput, toLocalInput } from './promo-values';

type Values = {
  code: string;
  kind: (typeof PROMO_KINDS)[number];
  amount?: string;
  percent?: number;
  min_order: string;
  uses_left: number;
  expires_at?: string;
  enabled: boolean;
  /** A shop's own code; empty for every shop's. */
  shop_id?: number;
};
const { percent, uses_left: usesLeft } = PromoCodeSaveBody.shape;
const PERCENT = rangeOf(percent);
const USES_LEFT = rangeOf(usesLeft);

/** `promo` null: a new code. */
type Props = { promo: PromoCode | null; onClose: () => void };

const initialOf = (promo: PromoCode | null): Values =>
  promo
    ? {
        code: promo.code,
        kind: promo.kind,
        amount: promo.kind === 'amount' ? fromCents(promo.value) : undefined,
        percent: promo.kind === 'percent' ? promo.value / 100 : undefined,
        min_order: fromCents(promo.min_order_cents),
        uses_left: promo.uses_left,
        expires_at: toLocalInput(promo.expires_at),
        enabled: promo.enabled,
        shop_id: promo.shop?.id,
      }
    : { code: '', kind: 'amount', min_order: '0', uses_left: 100, expires_at: '', enabled: true };

/**
 * Creates a code or edits one: the code buyers type, the discount (an amount or a percentage), the smallest order
 * it applies to, how many uses are left, when it expires, and the shop whose goods alone it takes off, if any. Enabling is set here for a new code only; an existing
 * one is enabled or disabled from the list, with a confirmation.
 */
export function PromoFormDialog({ promo, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);
  const kind = Form.useWatch('kind', form) ?? initialOf(promo).kind;

  const finish = async (values: Values) => {
    setSending(true);
    const saved = await submit(
      () =>
        savePromoCode({
          ...(promo ? { id: promo.id } : {}),
          code: values.code.trim().toUpperCase(),
          kind: values.kind,
          ...(values.kind === 'amount' ? { amount: fromCents(toCents(values.amount!)) } : { percent: values.percent! }),
          min_order: fromCents(toCents(values.min_order)),
          uses_left: values.uses_left,
          expires_at: fromLocalInput(values.expires_at),
          enabled: promo ? promo.enabled : values.enabled,
          shop_id: values.shop_id ?? null,
        }),
      (result) => t(promo ? 'admin.promoCodes.form.saved' : 'admin.promoCodes.form.created', { code: result.code }),
    );
    setSending(false);
    if (saved) onClose();
  };

  const notPast = async (_rule: unknown, value: string | undefined) => {
    if (value && new Date(value).getTime() <= Date.now()) throw new Error(t('admin.promoCodes.form.expiresPast'));
  };

  return (
    <Modal
      open
      title={
        promo ? t('admin.promoCodes.form.editTitle', { code: promo.code }) : t('admin.promoCodes.form.createTitle')
      }
      okText={t('admin.promoCodes.form.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initialOf(promo)} onFinish={(values) => void finish(values)}>
        <Form.Item
          name="code"
          label={t('admin.promoCodes.form.code')}
          extra={t('admin.promoCodes.form.codeHelp')}
          normalize={(value: string) => value.toUpperCase()}
          rules={[
            { required: true, whitespace: true, message: t('admin.promoCodes.form.codeRequired') },
            { pattern: /^\s*[A-Za-z0-9]{4,20}\s*$/, message: t('admin.promoCodes.form.codeInvalid') },
          ]}
        >
          <Input maxLength={20} autoFocus spellCheck={false} autoComplete="off" />
        </Form.Item>
        <Form.Item name="kind" label={t('admin.promoCodes.form.kind')}>
          <Radio.Group
            aria-label={t('admin.promoCodes.form.kind')}
            options={PROMO_KINDS.map((value) => ({ value, label: t(`admin.promoCodes.kind.${value}`) }))}
          />
        </Form.Item>
        {kind === 'amount' ? (
          <Form.Item name="amount" label={t('admin.promoCodes.form.amount')} rules={moneyRules(t)}>
            <MoneyInput />
          </Form.Item>
        ) : (
          <Form.Item
            name="percent"
            label={t('admin.promoCodes.form.percent')}
            // Optional in the body (an amount code has none), required in this form once "percent" is picked.
            rules={[
              { required: true, message: t('admin.promoCodes.form.percentInvalid') },
              ...schemaRules(t, percent, { range: t('admin.promoCodes.form.percentInvalid') }),
            ]}
          >
            <InputNumber min={PERCENT.min} max={PERCENT.max} precision={0} suffix="%" style={{ width: 160 }} />
          </Form.Item>
        )}
        <Form.Item name="shop_id" label={t('admin.promoCodes.form.shop')} extra={t('admin.promoCodes.form.shopHelp')}>
          <ShopSelect allowClear knownName={promo?.shop?.name} placeholder={t('admin.promoCodes.form.shopAll')} />
        </Form.Item>
        <Form.Item
          name="min_order"
          label={t('admin.promoCodes.form.minOrder')}
          extra={t('admin.promoCodes.form.minOrderHelp')}
          rules={moneyRules(t, { allowZero: true })}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="uses_left"
          label={t('admin.promoCodes.form.usesLeft')}
          extra={t('admin.promoCodes.form.usesLeftHelp')}
          rules={schemaRules(t, usesLeft, { range: t('admin.promoCodes.form.usesLeftInvalid') })}
        >
          <InputNumber min={USES_LEFT.min} max={USES_LEFT.max} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="expires_at"
          label={t('admin.promoCodes.form.expiresAt')}
          extra={t('admin.promoCodes.form.expiresAtHelp')}
          rules={[{ validator: notPast }]}
        >
          <Input type="datetime-local" style={{ width: 240 }} />
        </Form.Item>
        {!promo && (
          <Form.Item name="enabled" label={t('admin.promoCodes.form.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
