import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ProductSaveBody } from '@tradewind/contract';
import { maxLengthOf, schemaRules } from '../../components/schema-rules';
import { CategorySelect } from './category-select';
import { ShopSelect } from '../../components/shop-select';

const { title, description } = ProductSaveBody.shape;

/** The shop selling it, its category, its title and its description. */
export function ProductBasics({ shopName }: { shopName?: string }) {
  const { t } = useTranslation();
  return (
    <Card title={t('admin.products.form.basics')}>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="shop_id"
            label={t('admin.products.form.shop')}
            rules={[{ required: true, message: t('admin.products.form.shopRequired') }]}
          >
            <ShopSelect knownName={shopName} placeholder={t('admin.products.form.shopPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="category_id"
            label={t('admin.products.form.category')}
            rules={[{ required: true, message: t('admin.products.form.categoryRequired') }]}
          >
            <CategorySelect placeholder={t('admin.products.form.categoryPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="title"
        label={t('admin.products.form.title')}
        rules={schemaRules(t, title, { required: t('admin.products.form.titleRequired') })}
      >
        <Input showCount maxLength={maxLengthOf(title)} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('admin.products.form.description')}
        rules={schemaRules(t, description, { required: t('admin.products.form.descriptionRequired') })}
      >
        <Input.TextArea rows={5} showCount maxLength={maxLengthOf(description)} />
      </Form.Item>
    </Card>
  );
}
