import { useState } from 'react';
import { Button, Form, Tag } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { LOW_STOCK_THRESHOLD, type AdminSku } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { fromCents, MoneyInput, moneyRules, toCents } from '../../components/money-input';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveSku } from './api/save-sku';
import { StockInput, stockRules } from './stock-field';

type Values = { price: string; stock: number };

/** One SKU's price and stock on hand, saved on their own; only what changed is sent. */
export function QuickSkuRow({ sku, name }: { sku: AdminSku; name: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);
  const price = Form.useWatch('price', form);
  const stock = Form.useWatch('stock', form);
  const priceChanged = price !== undefined && toCents(price) !== sku.price_cents;
  const stockChanged = stock !== undefined && stock !== null && stock !== sku.stock;

  const finish = async (values: Values) => {
    setSending(true);
    await submit(
      () =>
        saveSku({
          id: sku.id,
          ...(priceChanged ? { price: fromCents(toCents(values.price)) } : {}),
          ...(stockChanged ? { stock: values.stock } : {}),
        }),
      () =>
        t('admin.products.quick.saved', {
          sku: name,
          price: formatMoney(toCents(values.price)),
          stock: values.stock,
        }),
    );
    setSending(false);
  };

  // The group names the row's fields; a <form> itself may not take the group role.
  return (
    <div role="group" aria-label={name}>
      <Form
        form={form}
        layout="inline"
        initialValues={{ price: fromCents(sku.price_cents), stock: sku.stock }}
        onFinish={(values) => void finish(values)}
        style={{ rowGap: 8, alignItems: 'flex-start' }}
      >
        <div style={{ width: 200, paddingTop: 5 }}>
          <Tag>{name}</Tag>
          {sku.stock <= LOW_STOCK_THRESHOLD && <Tag color="warning">{t('admin.products.quick.low')}</Tag>}
        </div>
        <Form.Item name="price" rules={moneyRules(t)}>
          <MoneyInput aria-label={t('admin.products.skus.priceOf', { sku: name })} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="stock" rules={stockRules(t)}>
          <StockInput sku={name} style={{ width: 120 }} />
        </Form.Item>
        <Button
          htmlType="submit"
          type="primary"
          loading={sending}
          disabled={!priceChanged && !stockChanged}
          aria-label={t('admin.products.quick.saveNamed', { sku: name })}
        >
          {t('admin.products.quick.save')}
        </Button>
      </Form>
    </div>
  );
}
