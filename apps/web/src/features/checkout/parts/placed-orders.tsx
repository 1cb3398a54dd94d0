import { ClockCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { PaySheet } from '@/components/pay-sheet';
import { toast } from '@/components/toast';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import '../checkout.css';

/** Orders made by this checkout; kept in the history entry so coming back here offers to pay them again. */
export type Placed = { orderIds: number[]; totalCents: number };

/** The orders exist, waiting for payment: the payment sheet opens over a card that says so. */
export function PlacedOrders({ placed }: { placed: Placed }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="surface-page">
      <section className="surface-card co-state" aria-labelledby="co-placed-title">
        <span className="surface-icon-tile co-state__icon" aria-hidden>
          <ClockCircleOutline />
        </span>
        <h2 id="co-placed-title" className="co-state__title">
          {t('checkout.placed.title')}
        </h2>
        <p className="co-state__total">
          <Money cents={placed.totalCents} below />
        </p>
        <p className="surface-lead co-state__text">{t('checkout.placed.text')}</p>
      </section>
      <PaySheet
        open
        orderIds={placed.orderIds}
        totalCents={placed.totalCents}
        onPaid={() => {
          toast.success(t('checkout.paid'));
          navigate('/myPurchases/1', { replace: true });
        }}
        onClose={() => {
          toast.info(t('checkout.waiting'));
          navigate('/myPurchases/0', { replace: true });
        }}
      />
    </div>
  );
}
