import { Link } from '@/lib/router';
import { Alert, Card, Col, Flex, Row, Space, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { OrderStatus, type AdminOrderDetail, type OrderDetail } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { OrderActions } from './order-actions';
import { OrderAddress, OrderAmounts, OrderTimes } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderLogistics } from './order-logistics';
import { OrderStateTag } from './order-state';
import { OrderProtection } from './order-protection';

/**
 * Why the order is where it is, when that needs saying: who closed it and why (a buyer who cancelled after paying,
 * with the reason picked and the refund), or a refund request waiting.
 */
function StateNote({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.status === OrderStatus.Cancelled && order.cancelled_by) {
    const refunded = order.cancelled_by === 'buyer' && order.paid_at !== null;
    const by = refunded
      ? t('admin.orders.cancelled.buyerRefunded', { amount: formatMoney(order.total_cents) })
      : t(`admin.orders.cancelled.${order.cancelled_by}`);
    const reason = order.cancel_reason_code
      ? t(`admin.orders.cancelReason.${order.cancel_reason_code}`)
      : order.cancel_reason;
    return (
      <Alert
        type={refunded ? 'warning' : 'info'}
        showIcon
        title={by}
        description={reason ? t('admin.orders.cancelled.reason', { reason }) : null}
      />
    );
  }
  if (order.status === OrderStatus.InAfterSale) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('admin.orders.afterSale.text')}
        action={<Link to="/admin/refunds?status=all">{t('admin.orders.afterSale.link')}</Link>}
      />
    );
  }
  return null;
}

/** One order on the desk: its number, state and shop with what can be done now, then lines, logistics and facts. */
export function OrderView({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Space size="middle" wrap>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
              {t('admin.orders.detail.sn', { sn: order.sn })}
            </Typography.Title>
            <OrderStateTag status={order.status} />
            <Typography.Text type="secondary">
              {t('admin.orders.detail.shop', { shop: order.shop.name })}
            </Typography.Text>
          </Space>
          <OrderActions order={order} />
        </Flex>
      </Card>
      <StateNote order={order} />
      <Row gutter={[16, 16]}>
        <Col span={15}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <OrderLines order={order} />
            <OrderLogistics order={order} />
          </Space>
        </Col>
        <Col span={9}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <OrderAmounts order={order} />
            <OrderAddress order={order} />
            <OrderProtection order={order} />
            <OrderTimes order={order} />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
