import { Link, useLocation, useParams } from '@/lib/router';
import { Alert, Card, Result, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import { useOrder } from './api/get-order';
import { OrderView } from './order-view';

/** /admin/orders/:id — one order, with the actions its state allows; back leads to the list as it was left. */
export function OrderDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = Number(id);
  const from = (useLocation().state as { from?: string } | null)?.from ?? '';
  const query = useOrder(orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Link to={`/admin/orders${from}`}>
        <ArrowLeftOutlined className="tw-mirror" /> {t('admin.orders.detail.back')}
      </Link>
      {!valid && <Result status="404" title={t('admin.notFound')} />}
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      {valid && query.isPending && <Card loading aria-busy="true" />}
      {query.data && <OrderView order={query.data} />}
    </Space>
  );
}
