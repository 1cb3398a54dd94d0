import { useState } from 'react';
import { Checkbox, Col, Form, Input, Modal, Radio, Row, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '@/i18n/use-translation';
import {
  CATEGORY_SLUGS,
  CURRENCY_CODES,
  MAX_DUTY_BPS,
  MAX_TAX_BPS,
  TAX_KINDS,
  VALUE_BASES,
  type AdminCustomsDestination,
  type CategorySlug,
  type CurrencyCode,
  type TaxKind,
  type ValueBasis,
} from '@tradewind/contract';
import { currentLanguage } from '@/i18n';
import { formatCountry } from '@/i18n/format';
import { MoneyInput } from '../../components/money-input';
import { bpsToPercentText, formatRate, percentToBps } from '../../components/percent';
import { useFormSubmit } from '../../components/use-form-submit';
import { useCategoryNames } from './api/get-destinations';
import { saveDestination } from './api/save-destination';
import { thresholdInput } from './customs-text';

type Values = {
  country: string;
  threshold: string;
  threshold_currency: CurrencyCode;
  tax_kind: TaxKind;
  tax_bps: string;
  tax_below_threshold: boolean;
  value_basis: ValueBasis;
  default_duty_bps: string;
  duty_bps: Partial<Record<CategorySlug, string>>;
  source: string;
};
type Props = { destination: AdminCustomsDestination | null; onClose: () => void };

const valuesOf = (d: AdminCustomsDestination | null): Values => ({
  country: d?.country ?? '',
  threshold: d ? thresholdInput(d) : '0',
  threshold_currency: d?.threshold_currency ?? 'USD',
  tax_kind: d?.tax_kind ?? 'vat',
  tax_bps: d ? bpsToPercentText(d.tax_bps) : '',
  tax_below_threshold: d?.tax_below_threshold ?? false,
  value_basis: d?.value_basis ?? 'cif',
  default_duty_bps: d ? bpsToPercentText(d.default_duty_bps) : '',
  duty_bps: Object.fromEntries(Object.entries(d?.duty_bps ?? {}).map(([slug, bps]) => [slug, bpsToPercentText(bps)])),
  source: d?.source ?? '',
});

/**
 * One destination's customs rules, all at once: the duty-free threshold in its own currency, the import tax and
 * whether it applies under the threshold, what duty is charged on, and the duty rate by default and per category.
 */
export function DestinationDialog({ destination, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);
  const categories = useCategoryNames();
  const lang = currentLanguage();
  const nameOf = (slug: string) => {
    const names = categories.data?.list.find((c) => c.slug === slug)?.names;
    return names?.[lang] ?? names?.en ?? slug;
  };
  const percentRule = (max: number, required: boolean): Rule => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim() && !required) return;
      const bps = percentToBps(value ?? '');
      if (bps === null || bps > max) throw new Error(t('admin.customs.form.rateInvalid', { max: formatRate(max) }));
    },
  });

  const finish = async (values: Values) => {
    setSending(true);
    const duty = Object.entries(values.duty_bps ?? {}).filter(([, text]) => text?.trim());
    const saved = await submit(
      () =>
        saveDestination({
          country: values.country,
          threshold: values.threshold,
          threshold_currency: values.threshold_currency,
          tax_kind: values.tax_kind,
          tax_bps: percentToBps(values.tax_bps)!,
          tax_below_threshold: values.tax_below_threshold,
          value_basis: values.value_basis,
          default_duty_bps: percentToBps(values.default_duty_bps)!,
          duty_bps: Object.fromEntries(duty.map(([slug, text]) => [slug, percentToBps(text!)!])),
          source: values.source,
        }),
      (d) => t('admin.customs.form.saved', { country: formatCountry(d.country) }),
    );
    setSending(false);
    if (saved) onClose();
  };

  const title = destination
    ? t('admin.customs.form.title', { country: formatCountry(destination.country) })
    : t('admin.customs.form.titleNew');
  return (
    <Modal
      open
      width={720}
      title={title}
      okText={t('admin.customs.form.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={valuesOf(destination)} onFinish={(v) => void finish(v)}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="country"
              label={t('admin.customs.form.country')}
              extra={t('admin.customs.form.countryHelp')}
              rules={[{ pattern: /^[A-Za-z]{2}$/, required: true, message: t('admin.customs.form.countryInvalid') }]}
            >
              <Input maxLength={2} disabled={destination !== null} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="threshold"
              label={t('admin.customs.form.threshold')}
              extra={t('admin.customs.form.thresholdHelp')}
            >
              <MoneyInput prefix={null} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="threshold_currency" label={t('admin.customs.form.currency')}>
              <Select options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="tax_kind" label={t('admin.customs.form.taxKind')}>
              <Select options={TAX_KINDS.map((kind) => ({ value: kind, label: t(`admin.customs.taxKind.${kind}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="tax_bps"
              label={t('admin.customs.form.taxRate')}
              required
              rules={[percentRule(MAX_TAX_BPS, true)]}
            >
              <MoneyInput prefix={null} suffix="%" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="default_duty_bps"
              label={t('admin.customs.form.defaultDuty')}
              required
              rules={[percentRule(MAX_DUTY_BPS, true)]}
            >
              <MoneyInput prefix={null} suffix="%" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="tax_below_threshold" valuePropName="checked">
          <Checkbox>{t('admin.customs.form.taxBelow')}</Checkbox>
        </Form.Item>
        <Form.Item name="value_basis" label={t('admin.customs.form.basis')}>
          <Radio.Group
            options={VALUE_BASES.map((basis) => ({ value: basis, label: t(`admin.customs.basis.${basis}`) }))}
          />
        </Form.Item>
        <fieldset className="tw-admin-fieldset">
          <legend>{t('admin.customs.form.dutyByCategory')}</legend>
          <Typography.Paragraph type="secondary">{t('admin.customs.form.dutyByCategoryHelp')}</Typography.Paragraph>
          <Row gutter={16}>
            {CATEGORY_SLUGS.map((slug) => (
              <Col span={8} key={slug}>
                <Form.Item name={['duty_bps', slug]} label={nameOf(slug)} rules={[percentRule(MAX_DUTY_BPS, false)]}>
                  <MoneyInput prefix={null} suffix="%" />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </fieldset>
        <Form.Item name="source" label={t('admin.customs.form.source')} extra={t('admin.customs.form.sourceHelp')}>
          <Input.TextArea rows={2} maxLength={1_000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
