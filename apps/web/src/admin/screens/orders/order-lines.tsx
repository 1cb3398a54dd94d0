import { Card, Image, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail, OrderLine } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { SectionTitle } from './section-title';

/** The lines as bought: picture (opens large), title and specs, unit price, quantity and amount. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });
  const columns: TableColumnsType<OrderLine> = [
    {
      key: 'product',
      title: t('admin.orders.lines.product'),
      render: (_, line) => (
        <Space>
          <Image
            src={line.image}
            alt={t('admin.orders.lines.picture', { title: line.title })}
            width={56}
            height={56}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
          <div>
            <div>{line.title}</div>
            {line.specs.length > 0 && <Typography.Text type="secondary">{line.specs.join(' · ')}</Typography.Text>}
          </div>
        </Space>
      ),
    },
    {
      key: 'price',
      title: t('admin.orders.lines.price'),
      align: 'right',
      onHeaderCell: nowrap,
      render: (_, line) => formatMoney(line.price_cents),
    },
    {
      key: 'quantity',
      title: t('admin.orders.lines.quantity'),
      align: 'right',
      onHeaderCell: nowrap,
      dataIndex: 'quantity',
    },
    {
      key: 'amount',
      title: t('admin.orders.lines.amount'),
      align: 'right',
      onHeaderCell: nowrap,
      render: (_, line) => formatMoney(line.amount_cents),
    },
  ];
  return (
    <Card title={<SectionTitle>{t('admin.orders.lines.title')}</SectionTitle>}>
      <Table
        aria-label={t('admin.orders.lines.label', { sn: order.sn })}
        rowKey="sku_id"
        size="small"
        columns={columns}
        dataSource={order.lines}
        pagination={false}
      />
    </Card>
  );
}
