import { Link, useLocation } from '@/lib/router';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminOrderSummary } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { OrderStateTag } from './order-state';

/** Where a list row leads; the list's search goes along so that "Back to orders" finds the same rows. */
export const orderPath = (id: number) => `/admin/orders/${id}`;

/** Number (the link to the order), buyer, shop, amount, state, and when it was placed and paid. */
export function useOrderColumns(): TableColumnsType<AdminOrderSummary> {
  const { t } = useTranslation();
  const { search } = useLocation();
  return [
    {
      key: 'sn',
      title: t('admin.orders.column.sn'),
      render: (_, order) => (
        <Link to={orderPath(order.id)} state={{ from: search }} onClick={(event) => event.stopPropagation()}>
          {order.sn}
        </Link>
      ),
    },
    { key: 'buyer', title: t('admin.orders.column.buyer'), render: (_, order) => order.user.account },
    { key: 'shop', title: t('admin.orders.column.shop'), render: (_, order) => order.shop.name },
    {
      key: 'amount',
      title: t('admin.orders.column.amount'),
      align: 'right',
      render: (_, order) => formatMoney(order.total_cents),
    },
    {
      key: 'state',
      title: t('admin.orders.column.state'),
      render: (_, order) => <OrderStateTag status={order.status} />,
    },
    {
      key: 'created',
      title: t('admin.orders.column.created'),
      render: (_, order) => <span style={{ whiteSpace: 'nowrap' }}>{formatConsoleTime(order.created_at)}</span>,
    },
    {
      key: 'paid',
      title: t('admin.orders.column.paid'),
      render: (_, order) =>
        order.paid_at ? (
          <span style={{ whiteSpace: 'nowrap' }}>{formatConsoleTime(order.paid_at)}</span>
        ) : (
          <Typography.Text type="secondary">{t('admin.orders.notPaid')}</Typography.Text>
        ),
    },
  ];
}
