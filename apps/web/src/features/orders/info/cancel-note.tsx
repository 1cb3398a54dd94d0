import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail } from '@tradewind/contract';
import { MoneyPhrase } from '@/components/money/money';

type Cancelled = Pick<OrderDetail, 'cancelled_by' | 'cancel_reason' | 'cancel_reason_code' | 'paid_at' | 'total_cents'>;

/**
 * Who cancelled the order and why: the buyer (with the reason they picked, in their language, or typed, as they
 * typed it; a paid order says where its money went), the 30-minute limit, or the shop (with its reason). An order
 * from before `cancelled_by` existed shows its reason alone.
 */
export function CancelNote({ order }: { order: Cancelled }) {
  const { t } = useTranslation();
  const picked = order.cancel_reason_code;
  const reason = picked ? t(`orders.cancelPaid.reason.${picked}`) : (order.cancel_reason?.trim() ?? '');
  switch (order.cancelled_by) {
    case 'buyer':
      return (
        <>
          <p className="ord-hero__text">
            {order.paid_at ? (
              <MoneyPhrase
                text={t('orders.detail.cancelledBy.buyerRefunded')}
                amounts={{ amount: order.total_cents }}
              />
            ) : (
              t('orders.detail.cancelledBy.buyer')
            )}
          </p>
          {reason && (
            <p className="ord-hero__reason">
              <span className="ord-hero__reason-label">{t('orders.detail.yourReason')}</span> {reason}
            </p>
          )}
        </>
      );
    case 'timeout':
      return <p className="ord-hero__text">{t('orders.detail.cancelledBy.timeout')}</p>;
    case 'operator':
      return (
        <p className="ord-hero__text">
          {reason ? t('orders.detail.cancelledBy.operatorReason', { reason }) : t('orders.detail.cancelledBy.operator')}
        </p>
      );
    default:
      return (
        <>
          <p className="ord-hero__text">{t('orders.detail.hint.cancelled')}</p>
          {reason && <p className="ord-hero__reason">{t('orders.detail.cancelReason', { reason })}</p>}
        </>
      );
  }
}
