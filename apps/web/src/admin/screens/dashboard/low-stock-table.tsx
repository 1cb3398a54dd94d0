import { Link } from '@/lib/router';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { DashboardData, LowStockSku } from '@tradewind/contract';

/** The SKUs with the fewest left (at or below the threshold), each opening its product to restock. */
export function LowStockTable({ lowStock }: { lowStock: DashboardData['low_stock'] }) {
  const { t } = useTranslation();
  const { threshold, total, list } = lowStock;
  const lead =
    total > list.length
      ? t('admin.dashboard.stock.leadSome', { count: total, threshold, shown: list.length })
      : t('admin.dashboard.stock.lead', { count: total, threshold });

  return (
    <Card title={t('admin.dashboard.stock.title')}>
      <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>
      <Table<LowStockSku>
        aria-label={t('admin.dashboard.stock.title')}
        size="small"
        rowKey="sku_id"
        pagination={false}
        dataSource={list}
        locale={{ emptyText: t('admin.dashboard.stock.none') }}
        columns={[
          {
            key: 'product',
            title: t('admin.dashboard.stock.product'),
            render: (_, sku) => (
              <>
                <Link to={`/admin/products/${sku.product_id}`}>{sku.title}</Link>
                <div>
                  <Typography.Text type="secondary">{sku.shop_name}</Typography.Text>
                </div>
              </>
            ),
          },
          {
            key: 'sku',
            title: t('admin.dashboard.stock.sku'),
            render: (_, sku) => sku.spec_text || t('admin.dashboard.stock.singleSku'),
          },
          {
            key: 'stock',
            title: t('admin.dashboard.stock.stock'),
            align: 'right',
            width: 140,
            render: (_, sku) =>
              sku.stock === 0 ? (
                <>
                  0 <Tag color="red">{t('admin.dashboard.stock.soldOut')}</Tag>
                </>
              ) : (
                sku.stock
              ),
          },
        ]}
      />
    </Card>
  );
}
