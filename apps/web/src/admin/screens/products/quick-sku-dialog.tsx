import { Alert, Modal, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { LOW_STOCK_THRESHOLD, type AdminProductRow } from '@tradewind/contract';
import { useProduct } from './api/get-product';
import { QuickSkuRow } from './quick-sku-row';
import { specText } from './sku-combinations';

/** The price and stock of each SKU of a product, edited from the list without opening the whole form. */
export function QuickSkuDialog({ row, onClose }: { row: AdminProductRow; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useProduct(row.id);
  return (
    <Modal
      open
      width={720}
      title={t('admin.products.quick.title', { title: row.title })}
      footer={null}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t('admin.products.quick.lead', { max: LOW_STOCK_THRESHOLD })}
      </Typography.Paragraph>
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      {!query.data && !query.error && <Skeleton active />}
      {query.data && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {query.data.skus.map((sku) => (
            <QuickSkuRow
              // A saved SKU comes back with its new figures: the row starts again from them.
              key={`${sku.id}:${sku.price_cents}:${sku.stock}`}
              sku={sku}
              name={sku.specs.length > 0 ? specText(sku.specs) : t('admin.products.skus.only')}
            />
          ))}
        </Space>
      )}
    </Modal>
  );
}
