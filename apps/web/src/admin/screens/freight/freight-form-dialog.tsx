import { useState } from 'react';
import { Alert, Checkbox, Form, Modal } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_AMOUNT_CENTS, parseAmount, type FreightRule } from '@tradewind/contract';
import { fromCents, MoneyInput, moneyRules, toCents } from '../../components/money-input';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveFreight } from './api/save-freight';
import { DeliveryFields } from './delivery-fields';
import { freightText } from './freight-text';

type Values = { base: string; freeFrom: boolean; free_over?: string; delivery: FreightRule['delivery'] };
type Props = { rule: FreightRule; onClose: () => void };

const centsOf = (text: string | undefined) => {
  const cents = text === undefined ? null : parseAmount(text);
  return cents !== null && cents <= MAX_AMOUNT_CENTS ? cents : null;
};

/**
 * One shop's freight: what each order pays, and optionally the goods amount from which it ships free; and its
 * delivery promise (where from, handling and transit days, returns), which buyers see on every product.
 */
export function FreightFormDialog({ rule, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);
  const initial: Values = {
    base: fromCents(rule.base_cents),
    freeFrom: rule.free_over_cents !== null,
    free_over: rule.free_over_cents === null ? '' : fromCents(rule.free_over_cents),
    delivery: rule.delivery,
  };
  const base = centsOf(Form.useWatch('base', form) ?? initial.base);
  const freeFrom = Form.useWatch('freeFrom', form) ?? initial.freeFrom;
  const freeOver = centsOf(Form.useWatch('free_over', form) ?? initial.free_over);

  const finish = async (values: Values) => {
    setSending(true);
    const saved = await submit(
      () =>
        saveFreight({
          shop_id: rule.shop_id,
          base: fromCents(toCents(values.base)),
          free_over: values.freeFrom && values.free_over ? fromCents(toCents(values.free_over)) : null,
          delivery: { ...values.delivery, ships_from: values.delivery.ships_from ?? null },
        }).then(() => true),
      () => t('admin.freight.form.saved', { shop: rule.shop_name }),
    );
    setSending(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open
      title={t('admin.freight.form.title', { shop: rule.shop_name })}
      okText={t('admin.freight.form.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void finish(values)}>
        <Form.Item
          name="base"
          label={t('admin.freight.form.base')}
          extra={t('admin.freight.form.baseHelp')}
          rules={moneyRules(t, { allowZero: true })}
        >
          <MoneyInput autoFocus />
        </Form.Item>
        <Form.Item name="freeFrom" valuePropName="checked">
          <Checkbox>{t('admin.freight.form.freeFrom')}</Checkbox>
        </Form.Item>
        {freeFrom && (
          <Form.Item name="free_over" label={t('admin.freight.form.freeOver')} rules={moneyRules(t)}>
            <MoneyInput />
          </Form.Item>
        )}
        <DeliveryFields />
      </Form>
      {base !== null && (
        <Alert
          type="info"
          showIcon
          title={t('admin.freight.form.preview', { rule: freightText(t, base, freeFrom ? freeOver : null) })}
        />
      )}
    </Modal>
  );
}
