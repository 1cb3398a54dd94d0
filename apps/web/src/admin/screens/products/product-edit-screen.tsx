import { Link, useParams } from '@/lib/router';
import { Alert, Card, Result, Skeleton } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/api/http';
import { useProduct } from './api/get-product';
import { ProductForm } from './product-form';
import { PRODUCTS_PATH } from './product-paths';
import { TranslationsPanel } from '../translations/translations-panel';

/** An existing product, loaded whole (off the shelf too) into the product form. */
export function ProductEditScreen() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const query = useProduct(id);

  const notFound = id === undefined || (isApiError(query.error) && query.error.status === 404);
  if (notFound) {
    return (
      <Result
        status="404"
        title={t('admin.products.notFound')}
        extra={<Link to={PRODUCTS_PATH}>{t('admin.products.form.backToList')}</Link>}
      />
    );
  }
  if (query.error) return <Alert type="error" showIcon title={query.error.message} />;
  if (!query.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  // Keyed by id: another product gets a fresh form; a refresh of this one keeps what is being typed.
  return (
    <>
      <ProductForm key={query.data.id} product={query.data} />
      <TranslationsPanel kind="product" id={query.data.id} />
    </>
  );
}
