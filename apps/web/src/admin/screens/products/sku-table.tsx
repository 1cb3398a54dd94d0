import { Alert, Form, Table, Tag, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from '@/i18n/use-translation';
import { parseAmount } from '@tradewind/contract';
import { ImagesField } from '../../components/images-field';
import { MoneyInput, moneyRules } from '../../components/money-input';
import { specText, type SkuRow } from './sku-combinations';
import { StockInput, stockRules } from './stock-field';

/** An SKU of the saved product that has been ordered: the server keeps it, so it cannot leave the table. */
export type OrderedSku = { id: number; specs: string[] };

const cell = { style: { marginBottom: 0 } };

/**
 * One row per combination of the spec values: price, optional crossed-out list price, stock on hand and an optional
 * picture. Rows follow the spec groups above; the operator never adds or removes one here.
 */
export function SkuTable({ ordered }: { ordered: OrderedSku[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // `preserve`: the SKU ids have no field of their own, and the warning below needs them.
  const rows: SkuRow[] = Form.useWatch('skus', { form, preserve: true }) ?? [];
  const nameOf = (index: number) => {
    const specs: string[] = form.getFieldValue(['skus', index, 'specs']) ?? [];
    return specs.length > 0 ? specText(specs) : t('admin.products.skus.only');
  };
  const dropped = ordered.filter((sku) => !rows.some((row) => row.id === sku.id));

  const listPriceRule = (index: number) => ({
    validator: async (_rule: unknown, text: string | undefined) => {
      if (!text?.trim()) return;
      const cents = parseAmount(text);
      if (cents === null || cents <= 0) throw new Error(t('admin.money.invalid'));
      const price = parseAmount(form.getFieldValue(['skus', index, 'price']) ?? '');
      if (price !== null && cents < price) throw new Error(t('admin.products.skus.listPriceBelow'));
    },
  });

  const columns: TableColumnsType<FormListFieldData> = [
    {
      key: 'specs',
      title: t('admin.products.skus.specs'),
      render: (_, field) => <Tag>{nameOf(field.name)}</Tag>,
    },
    {
      key: 'price',
      title: t('admin.products.skus.price'),
      width: 170,
      render: (_, field) => (
        <Form.Item {...cell} name={[field.name, 'price']} rules={moneyRules(t)}>
          <MoneyInput aria-label={t('admin.products.skus.priceOf', { sku: nameOf(field.name) })} />
        </Form.Item>
      ),
    },
    {
      key: 'original_price',
      title: t('admin.products.skus.listPrice'),
      width: 170,
      render: (_, field) => (
        <Form.Item
          {...cell}
          name={[field.name, 'original_price']}
          dependencies={[['skus', field.name, 'price']]}
          rules={[listPriceRule(field.name)]}
        >
          <MoneyInput
            aria-label={t('admin.products.skus.listPriceOf', { sku: nameOf(field.name) })}
            placeholder={t('admin.products.skus.listPriceNone')}
          />
        </Form.Item>
      ),
    },
    {
      key: 'stock',
      title: t('admin.products.skus.stock'),
      width: 150,
      render: (_, field) => (
        <Form.Item {...cell} name={[field.name, 'stock']} rules={stockRules(t)}>
          <StockInput sku={nameOf(field.name)} style={{ width: '100%' }} />
        </Form.Item>
      ),
    },
    {
      key: 'image',
      title: t('admin.products.skus.picture'),
      width: 140,
      render: (_, field) => (
        <Form.Item {...cell} name={[field.name, 'image']}>
          <ImagesField max={1} label={t('admin.products.skus.pictureOf', { sku: nameOf(field.name) })} />
        </Form.Item>
      ),
    },
  ];

  return (
    <>
      {dropped.length > 0 && (
        <Alert
          className="tw-admin-gap"
          type="warning"
          showIcon
          title={t('admin.products.skus.orderedDropped', {
            skus: dropped.map((sku) => specText(sku.specs)).join(', '),
          })}
        />
      )}
      <Form.List name="skus">
        {(fields, _operations, { errors }) => (
          <>
            <Table<FormListFieldData>
              aria-label={t('admin.products.skus.tableLabel')}
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={fields}
              pagination={false}
            />
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </>
  );
}
