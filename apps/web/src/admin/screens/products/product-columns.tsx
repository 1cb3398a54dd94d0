import { Link } from '@/lib/router';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminProductRow } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { formatConsoleDay } from '../../components/console-time';
import { productPath } from './product-paths';

type Actions = { onShelf: (row: AdminProductRow) => void; onQuickEdit: (row: AdminProductRow) => void };

/**
 * Picture, title (the link to edit), shop, category, lowest SKU price, total stock with low-stock SKUs, shelf state,
 * date added, and the row's actions.
 */
export function useProductColumns({ onShelf, onQuickEdit }: Actions): TableColumnsType<AdminProductRow> {
  const { t } = useTranslation();
  return [
    {
      key: 'image',
      title: t('admin.products.column.picture'),
      width: 76,
      render: (_, row) => (
        <img src={row.image} alt={row.title} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />
      ),
    },
    {
      key: 'title',
      title: t('admin.products.column.title'),
      onCell: () => ({ style: { minWidth: 200 } }),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={productPath(row.id)}>{row.title}</Link>
          <Typography.Text type="secondary">
            {t('admin.products.idAndSkus', { id: row.id, count: row.sku_count })}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'shop', title: t('admin.products.column.shop'), dataIndex: 'shop_name' },
    { key: 'category', title: t('admin.products.column.category'), dataIndex: 'category_name' },
    {
      key: 'price',
      title: t('admin.products.column.price'),
      align: 'right',
      render: (_, row) =>
        row.sku_count > 1
          ? t('admin.products.priceFrom', { price: formatMoney(row.price_cents) })
          : formatMoney(row.price_cents),
    },
    {
      key: 'stock',
      title: t('admin.products.column.stock'),
      align: 'right',
      render: (_, row) => (
        <Space orientation="vertical" size={0} align="end">
          <span>{row.stock}</span>
          {row.low_stock_skus > 0 && (
            <Tag color="warning">{t('admin.products.lowSkus', { count: row.low_stock_skus })}</Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'shelf',
      title: t('admin.products.column.shelf'),
      render: (_, row) => (
        <Tag color={row.on_shelf ? 'success' : 'default'}>
          {t(row.on_shelf ? 'admin.products.shelf.on' : 'admin.products.shelf.off')}
        </Tag>
      ),
    },
    {
      key: 'created',
      title: t('admin.products.column.created'),
      width: 120,
      render: (_, row) => formatConsoleDay(row.created_at),
    },
    {
      key: 'actions',
      title: t('admin.list.actions'),
      width: 180,
      render: (_, row) => (
        <Space wrap size={4}>
          <Link to={productPath(row.id)} aria-label={t('admin.products.editNamed', { title: row.title })}>
            {t('admin.products.edit')}
          </Link>
          <Button
            size="small"
            type="link"
            aria-label={t('admin.products.quick.openNamed', { title: row.title })}
            onClick={() => onQuickEdit(row)}
          >
            {t('admin.products.quick.open')}
          </Button>
          <Button
            size="small"
            danger={row.on_shelf}
            aria-label={t(row.on_shelf ? 'admin.products.takeOff.buttonNamed' : 'admin.products.putOn.buttonNamed', {
              title: row.title,
            })}
            onClick={() => onShelf(row)}
          >
            {t(row.on_shelf ? 'admin.products.takeOff.button' : 'admin.products.putOn.button')}
          </Button>
        </Space>
      ),
    },
  ];
}
