import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '@tradewind/contract';
import { PaySheet } from '@/components/pay-sheet';
import { useOrderActions } from './use-order-actions';

type Props = {
  order: { id: number; status: number; total_cents: number };
  className: string;
  size?: 'small' | 'middle';
  /** False once the time to pay is over: the order is about to be cancelled. */
  canPay?: boolean;
  /** Shown first in the row, e.g. the card's Details link. */
  children?: ReactNode;
};

/**
 * The actions the order's state allows (DESIGN §5): waiting for payment → cancel, pay; delivered → confirm
 * received. Refunds come with the after-sale screens.
 */
export function OrderActions({ order, className, size = 'small', canPay = true, children }: Props) {
  const { t } = useTranslation();
  const actions = useOrderActions(order.id);
  const waiting = order.status === OrderStatus.WaitingPayment;
  const delivered = order.status === OrderStatus.Delivered;
  if (!waiting && !delivered && !children) return null;
  return (
    <div className={className}>
      {children}
      {waiting && (
        <Button size={size} shape="rounded" loading={actions.cancelling} onClick={() => void actions.cancel()}>
          {t('orders.action.cancel')}
        </Button>
      )}
      {waiting && canPay && (
        <Button size={size} shape="rounded" color="primary" onClick={actions.openPay}>
          {t('orders.action.pay')}
        </Button>
      )}
      {delivered && (
        <Button
          size={size}
          shape="rounded"
          color="primary"
          loading={actions.confirming}
          onClick={() => void actions.confirmReceipt()}
        >
          {t('orders.action.confirm')}
        </Button>
      )}
      {waiting && (
        <PaySheet
          open={actions.paying}
          orderIds={[order.id]}
          totalCents={order.total_cents}
          onClose={actions.closePay}
          onPaid={actions.onPaid}
        />
      )}
    </div>
  );
}
