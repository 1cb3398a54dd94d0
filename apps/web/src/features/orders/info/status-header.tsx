import type { ReactNode } from 'react';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  RedoOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { ReceiptOutline } from '@/components/icons/receipt-outline';
import { useTranslation } from '@/i18n/use-translation';
import { OrderStatus, type OrderDetail, type Refund } from '@tradewind/contract';
import { orderLabel, stateName } from '../shared/status-label';
import { afterSaleHint } from './after-sale-label';
import { CancelNote } from './cancel-note';
import { formatClock } from './use-seconds-left';
import { MoneyPhrase } from '@/components/money/money';
import './status-header.css';

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

type Props = { order: OrderDetail; secondsLeft: number | null; refund?: Refund | null };

/**
 * Where the order stands and what happens next: while unpaid, the time left to pay, live; in after-sale, where
 * the request stands, which names it ("Refunded" once the money is back); cancelled, who cancelled it and why.
 */
export function StatusHeader({ order, secondsLeft, refund }: Props) {
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
  // In after-sale, the request's own state names the order: applying, in progress, refunded.
  const label = orderLabel(order.status, refund?.status ?? order.refund_status);
  if (order.status === OrderStatus.InAfterSale && refund)
    text = <MoneyPhrase text={t(afterSaleHint(refund))} amounts={{ amount: refund.amount_cents }} />;
  const title = t(label.text);
  const tone = label.tone;
  const cancelled = order.status === OrderStatus.Cancelled;
  return (
    <section className={`ord-hero ord-hero--${tone}`} aria-labelledby="ord-hero-title">
      <span className="ord-hero__icon" aria-hidden>
        {ICONS[name]}
      </span>
      <div className="ord-hero__main">
        <h2 id="ord-hero-title" className="ord-hero__title">
          {title}
        </h2>
        {cancelled ? <CancelNote order={order} /> : <p className="ord-hero__text">{text}</p>}
      </div>
    </section>
  );
}
