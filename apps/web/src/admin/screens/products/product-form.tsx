import { useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { Alert, Button, Card, Form, Space, Switch, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_SKUS, type AdminProduct } from '@tradewind/contract';
import { saveProduct } from './api/save-product';
import { ProductBasics } from './product-basics';
import { ProductPictures } from './product-pictures';
import { ProductSpecs } from './product-specs';
import { bodyOf, emptyProduct, valuesOf, type ProductValues } from './product-values';
import { countCombinations, regenerateSkus, specGroupsOf, type SkuRow, type SkuSnapshot } from './sku-combinations';
import { SkuTable } from './sku-table';
import { useProductSubmit } from './use-product-submit';

type Props = {
  /** The product edited; none for a new one. */
  product?: AdminProduct;
  onSaved?: (product: AdminProduct) => void;
};

/**
 * A product with everything buyers see: basics, pictures, spec groups and the SKU table they generate, and whether
 * it is on the shelf. Saving is not a decision: it shows its result, or the server's reasons under their fields.
 */
export function ProductForm({ product, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductValues>();
  const { submit, problems } = useProductSubmit(form);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(product);
  const [initial] = useState(() => (product ? valuesOf(product) : emptyProduct()));
  // The spec groups the SKU rows were made from: a change is compared with them to keep what was entered.
  const groups = useRef(specGroupsOf(initial.specs));
  // The SKUs as last saved: a combination that comes back gets its SKU back.
  const stored = useRef<SkuSnapshot>({ groups: specGroupsOf(initial.specs), rows: initial.skus });

  const resync = () => {
    const next = specGroupsOf(form.getFieldValue('specs'));
    if (countCombinations(next) > MAX_SKUS) return;
    const rows: SkuRow[] = form.getFieldValue('skus') ?? [];
    form.setFieldValue('skus', regenerateSkus({ groups: groups.current, rows }, next, stored.current));
    groups.current = next;
  };

  const finish = async () => {
    const values = form.getFieldsValue(true) as ProductValues;
    setSending(true);
    const result = await submit(
      () => saveProduct(bodyOf(values, saved)),
      (answer) => t(saved ? 'admin.products.form.saved' : 'admin.products.form.created', { title: answer.title }),
    );
    setSending(false);
    if (!result) return;
    const fresh = valuesOf(result);
    groups.current = specGroupsOf(fresh.specs);
    stored.current = { groups: groups.current, rows: fresh.skus };
    form.setFieldsValue(fresh);
    setSaved(result);
    onSaved?.(result);
  };

  const ordered = (saved?.skus ?? []).filter((sku) => !sku.removable).map(({ id, specs }) => ({ id, specs }));

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      scrollToFirstError
      onValuesChange={(changed: Partial<ProductValues>) => {
        if ('specs' in changed) resync();
      }}
      onFinish={() => void finish()}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <ProductBasics shopName={saved?.shop.name} />
        <ProductPictures />
        <ProductSpecs onGroupsChange={resync}>
          <SkuTable ordered={ordered} />
        </ProductSpecs>
        <Card>
          {problems.length > 0 && (
            <Alert className="tw-admin-gap" type="error" showIcon title={problems.join(' ')} role="alert" />
          )}
          <div className="tw-admin-filters" style={{ marginBottom: 0 }}>
            <Form.Item name="on_shelf" valuePropName="checked" noStyle>
              <Switch aria-label={t('admin.products.form.onShelf')} />
            </Form.Item>
            <Typography.Text>{t('admin.products.form.onShelf')}</Typography.Text>
            <Typography.Text type="secondary">{t('admin.products.form.onShelfHelp')}</Typography.Text>
            <Space style={{ marginInlineStart: 'auto' }}>
              <Link to="/admin/products">{t('admin.products.form.backToList')}</Link>
              <Button type="primary" htmlType="submit" loading={sending}>
                {t('admin.products.form.save')}
              </Button>
            </Space>
          </div>
        </Card>
      </Space>
    </Form>
  );
}
