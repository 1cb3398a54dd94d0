import { Button, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminShop } from '@tradewind/contract';
import { formatCompact, formatPercent } from '@/i18n/format';
import { formatConsoleDay } from '../../components/console-time';

/** Logo, name and description, products (on the shelf / all), fans, good reviews, sales, opened, and Edit. */
export function useShopColumns(onEdit: (shop: AdminShop) => void): TableColumnsType<AdminShop> {
  const { t } = useTranslation();
  return [
    {
      key: 'logo',
      title: t('admin.shops.column.logo'),
      width: 72,
      render: (_, shop) => (
        <img src={shop.logo} alt={shop.name} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 6 }} />
      ),
    },
    {
      key: 'name',
      title: t('admin.shops.column.name'),
      render: (_, shop) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 360 }}>
          <Typography.Text strong>{shop.name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: shop.description }} style={{ maxWidth: 360 }}>
            {shop.description}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'products',
      title: t('admin.shops.column.products'),
      width: 120,
      align: 'right',
      render: (_, shop) => t('admin.shops.productsOnShelf', { on: shop.product_count, all: shop.products_total }),
    },
    {
      key: 'fans',
      title: t('admin.shops.column.fans'),
      width: 100,
      align: 'right',
      render: (_, shop) => formatCompact(shop.fans),
    },
    {
      key: 'rate',
      title: t('admin.shops.column.rate'),
      width: 100,
      align: 'right',
      render: (_, shop) => (shop.favourable_rate === null ? '—' : formatPercent(shop.favourable_rate)),
    },
    {
      key: 'sales',
      title: t('admin.shops.column.sales'),
      width: 100,
      align: 'right',
      render: (_, shop) => formatCompact(shop.total_sales),
    },
    {
      key: 'created',
      title: t('admin.shops.column.created'),
      width: 150,
      render: (_, shop) => formatConsoleDay(shop.created_at),
    },
    {
      key: 'actions',
      title: t('admin.list.actions'),
      width: 100,
      render: (_, shop) => (
        <Button size="small" aria-label={t('admin.shops.editNamed', { name: shop.name })} onClick={() => onEdit(shop)}>
          {t('admin.shops.edit')}
        </Button>
      ),
    },
  ];
}
