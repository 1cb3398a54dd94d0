import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { OrderStatus, type OrderDetail } from '@tradewind/contract';
import { useAdminSession } from '../../api/admin-session';
import { CloseDialog } from './close-dialog';
import { LogisticsDialog } from './logistics-dialog';
import { ShipDialog } from './ship-dialog';

type Open = 'ship' | 'logistics' | 'close' | null;

/** What the operator can do in the order's state: ship a paid order, follow a shipped one, close an unpaid one. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  // Closing an order is the platform's: a shop's staff ship and follow theirs.
  const { operator } = useAdminSession();
  const close = () => setOpen(null);
  const canFollow = order.status === OrderStatus.Delivered || order.status === OrderStatus.Received;

  return (
    <Space>
      {order.status === OrderStatus.WaitingDelivery && (
        <Button type="primary" onClick={() => setOpen('ship')}>
          {t('admin.orders.ship.button')}
        </Button>
      )}
      {canFollow && <Button onClick={() => setOpen('logistics')}>{t('admin.orders.logistics.button')}</Button>}
      {order.status === OrderStatus.WaitingPayment && operator?.role !== 'staff' && (
        <Button danger onClick={() => setOpen('close')}>
          {t('admin.orders.close.button')}
        </Button>
      )}
      {open === 'ship' && <ShipDialog order={order} onClose={close} />}
      {open === 'logistics' && <LogisticsDialog order={order} onClose={close} />}
      {open === 'close' && <CloseDialog order={order} onClose={close} />}
    </Space>
  );
}
