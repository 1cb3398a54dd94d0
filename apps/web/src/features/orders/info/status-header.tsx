import type { ReactNode } from 'react';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  ReceiptOutline,
  RedoOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { OrderStatus, type OrderDetail } from '@tradewind/contract';
import { stateName, statusText, toneOf } from '../shared/status-label';
import { formatClock } from './use-seconds-left';

const ICONS: Record<string, ReactNode> = {
  waitingPayment: <ClockCircleOutline />,
  waitingDelivery: <ReceiptOutline />,
  delivered: <TruckOutline />,
  received: <CheckCircleOutline />,
  completed: <CheckCircleOutline />,
  cancelled: <CloseCircleOutline />,
  inAfterSale: <RedoOutline />,
  unknown: <ReceiptOutline />,
};

type Props = { order: OrderDetail; secondsLeft: number | null };

/** Where the order stands and what happens next; while unpaid, the time left to pay, live. */
export function StatusHeader({ order, secondsLeft }: Props) {
  const { t } = useTranslation();
  const name = stateName(order.status);
  const unpaid = order.status === OrderStatus.WaitingPayment;
  let text: ReactNode = t(`orders.detail.hint.${name}`);
  if (unpaid && secondsLeft !== null) {
    text =
      secondsLeft > 0 ? (
        <span role="timer">{t('orders.detail.hint.payWithin', { time: formatClock(secondsLeft) })}</span>
      ) : (
        t('orders.detail.hint.payOver')
      );
  }
  const reason = order.status === OrderStatus.Cancelled && order.cancel_reason?.trim();
  return (
    <section className={`ord-hero ord-hero--${toneOf(order.status)}`} aria-labelledby="ord-hero-title">
      <span className="ord-hero__icon" aria-hidden>
        {ICONS[name]}
      </span>
      <div className="ord-hero__main">
        <h2 id="ord-hero-title" className="ord-hero__title">
          {t(statusText(order.status))}
        </h2>
        <p className="ord-hero__text">{text}</p>
        {reason && <p className="ord-hero__reason">{t('orders.detail.cancelReason', { reason })}</p>}
      </div>
    </section>
  );
}
