import { Link } from '@/lib/router';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import type { OrderSummary } from '@tradewind/contract';
import { formatDate } from '@/i18n/format';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { StateTag } from './state-tag';
import { ProtectionLine } from '../protection/protection-line';
import { OrderUnreadPill } from '../talk/unread-pill';
import { Money } from '@/components/money/money';
import { AtOrderRate } from '@/components/money/at-order-rate';

/** One order in a list: the shop, its state, the goods, the total and what can be done with it now. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const shopId = `ord-${order.id}-shop`;
  const snId = `ord-${order.id}-sn`;
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <AtOrderRate fx={order.fx}>
      <article className="surface-card ord-card" aria-labelledby={`${shopId} ${snId}`}>
        <header className="ord-card__head">
          <span className="surface-icon-tile ord-card__shop-icon" aria-hidden>
            <ShopbagOutline />
          </span>
          <h2 id={shopId} className="ord-card__shop">
            {order.shop.name}
            <OrderUnreadPill orderId={order.id} />
          </h2>
          <StateTag status={order.status} refundStatus={order.refund_status} />
          <p className="ord-card__meta">
            <span id={snId}>{t('orders.card.sn', { sn: order.sn })}</span>
            {' · '}
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </p>
        </header>
        <OrderLines lines={order.lines} label={t('orders.card.lines')} />
        <ProtectionLine protection={order.protection} />
        <p className="ord-card__total">
          {t('orders.card.total', { count: items })}{' '}
          <strong>
            <Money cents={order.total_cents} />
          </strong>
        </p>
        <OrderActions order={order} className="ord-actions">
          <Link className="ord-actions__link tw-target" to={`/orderInfo/${order.id}`}>
            {t('orders.action.details')}
          </Link>
        </OrderActions>
      </article>
    </AtOrderRate>
  );
}
