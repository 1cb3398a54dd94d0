import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { CategorySelect } from './category-select';
import { ShopSelect } from './shop-select';

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 5000;

/** The shop selling it, its category, its title and its description. */
export function ProductBasics({ shopName }: { shopName?: string }) {
  const { t } = useTranslation();
  const tooLong = (max: number) => ({ max, message: t('admin.products.form.tooLong', { max }) });
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
        rules={[
          { required: true, whitespace: true, message: t('admin.products.form.titleRequired') },
          tooLong(TITLE_MAX),
        ]}
      >
        <Input showCount maxLength={TITLE_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('admin.products.form.description')}
        rules={[
          { required: true, whitespace: true, message: t('admin.products.form.descriptionRequired') },
          tooLong(DESCRIPTION_MAX),
        ]}
      >
        <Input.TextArea rows={5} showCount maxLength={DESCRIPTION_MAX} />
      </Form.Item>
    </Card>
  );
}
