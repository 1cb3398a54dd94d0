import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { CheckCircleOutline, ClockCircleOutline, RedoOutline, TruckOutline } from 'antd-mobile-icons';
import { ReceiptOutline } from '@/components/icons/receipt-outline';
import { ORDER_FILTERS, OrderStatus } from '@tradewind/contract';
import { useOrderCounts } from './api/get-order-counts';
import { CountBadge } from '@/components/count-badge';

const SHORTCUTS: { status: OrderStatus; icon: ReactNode }[] = [
  { status: OrderStatus.WaitingPayment, icon: <ClockCircleOutline /> },
  { status: OrderStatus.WaitingDelivery, icon: <ReceiptOutline /> },
  { status: OrderStatus.Delivered, icon: <TruckOutline /> },
  { status: OrderStatus.Received, icon: <CheckCircleOutline /> },
  { status: OrderStatus.InAfterSale, icon: <RedoOutline /> },
];

const labelOf = (status: OrderStatus) => ORDER_FILTERS.find((f) => f.value === status)!.label;

/** How many orders wait in that state, as a small badge on its shortcut; nothing when there are none. */
function WaitingCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <>
      {' '}
      <CountBadge
        count={count}
        className="count-badge--corner prf-orders__badge"
        label={t('profile.orders.count', { count })}
      />
    </>
  );
}

/** Shortcuts into My orders, one per state a buyer acts on. Shown only once /myPurchases exists. */
export function OrdersCard() {
  const { t } = useTranslation();
  const { data: counts } = useOrderCounts();
  return (
    <section className="surface-card" aria-labelledby="orders-title">
      <div className="prf-card__head">
        <h2 id="orders-title" className="prf-card__title">
          {t('profile.orders.title')}
        </h2>
        <Link className="prf-card__more" to="/myPurchases">
          {t('profile.orders.all')}
        </Link>
      </div>
      <ul className="prf-orders">
        {SHORTCUTS.map(({ status, icon }) => (
          <li key={status}>
            <Link className="prf-orders__link" to={`/myPurchases/${status}`}>
              <span className="surface-icon-tile prf-orders__icon" aria-hidden>
                {icon}
              </span>
              {t(`profile.${labelOf(status)}`)}
              <WaitingCount count={counts?.[String(status)]} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
