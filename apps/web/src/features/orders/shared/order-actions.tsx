import { useState, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { OrderStatus } from '@tradewind/contract';
import { PaySheet } from '@/components/pay-sheet';
import { CancelPaidSheet } from '../cancel/cancel-paid-sheet';
import { useOrderActions } from './use-order-actions';

type Props = {
  order: { id: number; status: number; total_cents: number };
  className: string;
  size?: 'small' | 'middle';
  /** False once the time to pay is over: the order is about to be cancelled. */
  canPay?: boolean;
  /** Where 'Apply for a refund' leads, when the order can have one (the order detail). */
  refundTo?: string;
  /** Shown first in the row, e.g. the card's Details link. */
  children?: ReactNode;
};

/**
 * The actions the order's state allows (docs/architecture.md §5): waiting for payment → cancel, pay; paid, not yet
 * shipped → cancel (refunded at once, a reason picked); delivered → confirm received; received → review; and, where
 * the detail offers it, apply for a refund.
 */
export function OrderActions({ order, className, size = 'small', canPay = true, refundTo, children }: Props) {
  const { t } = useTranslation();
  const actions = useOrderActions(order.id);
  const [cancellingPaid, setCancellingPaid] = useState(false);
  const waiting = order.status === OrderStatus.WaitingPayment;
  const paid = order.status === OrderStatus.WaitingDelivery;
  const delivered = order.status === OrderStatus.Delivered;
  const received = order.status === OrderStatus.Received;
  if (!waiting && !paid && !delivered && !received && !refundTo && !children) return null;
  const link = `ord-link ord-link--${size} tw-target`;
  return (
    <div className={className}>
      {children}
      {refundTo && (
        <Link className={link} to={refundTo}>
          {t('orders.action.refund')}
        </Link>
      )}
      {received && (
        <Link className={`${link} ord-link--primary`} to={`/comment?order_id=${order.id}`}>
          {t('orders.action.review')}
        </Link>
      )}
      {waiting && (
        <Button size={size} shape="rounded" loading={actions.cancelling} onClick={() => void actions.cancel()}>
          {t('orders.action.cancel')}
        </Button>
      )}
      {paid && (
        <Button size={size} shape="rounded" onClick={() => setCancellingPaid(true)}>
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
      {paid && <CancelPaidSheet order={order} open={cancellingPaid} onClose={() => setCancellingPaid(false)} />}
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
