import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { centsToDecimal, mayAskRefund, OrderStatus, type OrderDetail } from '@tradewind/contract';
import { useOrderRefund } from '../api/get-order-refund';
import { OrderActions } from '../shared/order-actions';
import { OrderLines } from '../shared/order-lines';
import { AddressCard } from './address-card';
import { AfterSaleCard } from './after-sale-card';
import { DisputeEntry } from './dispute-entry';
import { AmountsCard } from './amounts-card';
import { FactsCard } from './facts-card';
import { LogisticsCard } from './logistics-card';
import { StatusHeader } from './status-header';
import { useSecondsLeft } from './use-seconds-left';
import { ProtectionCard } from '../protection/protection-card';
import { ConversationSlot } from '../talk/conversation-slot';
import { OrderUnreadPill } from '../talk/unread-pill';
import { Money } from '@/components/money/money';
import { AtOrderRate } from '@/components/money/at-order-rate';
import '@/components/surface.css';
import '../orders.css';
import '../order-info.css';
import './order-view.css';

/** /refund/<id>/<sn>/<every product id>/<total>: the refund screen starts with the whole order. */
export const refundPath = (order: OrderDetail) => {
  const productIds = [...new Set(order.lines.map((line) => line.product_id))].join(',');
  return `/refund/${order.id}/${encodeURIComponent(order.sn)}/${productIds}/${centsToDecimal(order.total_cents)}`;
};

/** The whole order: state, address, goods, amounts, number and dates, tracking, and the actions at the bottom. */
export function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const unpaid = order.status === OrderStatus.WaitingPayment;
  const secondsLeft = useSecondsLeft(unpaid ? order.pay_deadline : null);
  const refund = useOrderRefund(order);
  // One request per order (docs/product.md §4): once known to have none.
  const canRefund =
    mayAskRefund(order.status, order.protection.returns_until) && (refund.data === null || refund.isError);
  return (
    <AtOrderRate fx={order.fx}>
      <div className="ord-page ord-page--detail">
        <StatusHeader order={order} secondsLeft={secondsLeft} refund={refund.data ?? null} />
        {refund.data && <AfterSaleCard refund={refund.data} />}
        <DisputeEntry orderId={order.id} refund={refund.data ?? null} />
        <ProtectionCard order={order} />
        <LogisticsCard order={order} />
        <AddressCard address={order.address} />
        <section className="surface-card ord-section" aria-labelledby="ord-shop-title">
          <h2 id="ord-shop-title" className="ord-section__title ord-section__title--shop">
            <ShopbagOutline aria-hidden /> {order.shop.name}
            <OrderUnreadPill orderId={order.id} />
          </h2>
          <OrderLines lines={order.lines} label={t('orders.card.lines')} linked />
        </section>
        <AmountsCard order={order} />
        <FactsCard order={order} />
        <ConversationSlot order={order} />
        <OrderActions
          order={order}
          className="ord-bar"
          size="middle"
          canPay={secondsLeft !== 0}
          refundTo={canRefund ? refundPath(order) : undefined}
        >
          {unpaid && (
            <p className="ord-bar__total">
              {t('orders.detail.total')}{' '}
              <strong>
                <Money cents={order.total_cents} />
              </strong>
            </p>
          )}
        </OrderActions>
      </div>
    </AtOrderRate>
  );
}
