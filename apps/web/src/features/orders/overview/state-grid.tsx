import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  RedoOutline,
  SmileOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { ReceiptOutline } from '@/components/icons/receipt-outline';
import { useTranslation } from '@/i18n/use-translation';
import { ORDER_FILTERS, OrderStatus } from '@tradewind/contract';
import { filterText, toneOf } from '../shared/status-label';

const ICONS: Record<string, ReactNode> = {
  [OrderStatus.WaitingPayment]: <ClockCircleOutline />,
  [OrderStatus.WaitingDelivery]: <ReceiptOutline />,
  [OrderStatus.Delivered]: <TruckOutline />,
  [OrderStatus.Received]: <CheckCircleOutline />,
  [OrderStatus.Completed]: <SmileOutline />,
  [OrderStatus.Cancelled]: <CloseCircleOutline />,
  [OrderStatus.InAfterSale]: <RedoOutline />,
};
const STATES = ORDER_FILTERS.filter((filter) => filter.value !== 'all');

type Props = { counts: Record<string, number> | undefined };

/** One tile per state with how many orders are in it; each opens My orders on that tab. */
export function StateGrid({ counts }: Props) {
  const { t } = useTranslation();
  return (
    <section className="surface-card ord-section" aria-labelledby="ord-states-title">
      <div className="ord-section__head">
        <h2 id="ord-states-title" className="ord-section__title">
          {t('orders.overview.states')}
        </h2>
        <Link className="ord-section__more" to="/myPurchases">
          {t('orders.overview.allOrders')}
        </Link>
      </div>
      <ul className="ord-states">
        {STATES.map((filter) => {
          const count = counts?.[String(filter.value)] ?? (counts ? 0 : undefined);
          return (
            <li key={filter.value}>
              <Link
                className={`ord-states__link ord-states__link--${toneOf(filter.value)}`}
                to={`/myPurchases/${filter.value}`}
              >
                <span className="ord-states__icon" aria-hidden>
                  {ICONS[String(filter.value)]}
                </span>
                <span className="ord-states__label">{t(filterText(filter.label))}</span>{' '}
                <span className="ord-states__count">{count ?? '–'}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
