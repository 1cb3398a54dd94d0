import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { OrderStatus, type OrderDetail } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { OrderActions } from '../shared/order-actions';
import { OrderLines } from '../shared/order-lines';
import { AddressCard } from './address-card';
import { AmountsCard } from './amounts-card';
import { FactsCard } from './facts-card';
import { LogisticsCard } from './logistics-card';
import { StatusHeader } from './status-header';
import { useSecondsLeft } from './use-seconds-left';

/** The whole order: state, address, goods, amounts, number and dates, tracking, and the actions at the bottom. */
export function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const unpaid = order.status === OrderStatus.WaitingPayment;
  const secondsLeft = useSecondsLeft(unpaid ? order.pay_deadline : null);
  return (
    <div className="ord-page ord-page--detail">
      <StatusHeader order={order} secondsLeft={secondsLeft} />
      <LogisticsCard order={order} />
      <AddressCard address={order.address} />
      <section className="surface-card ord-section" aria-labelledby="ord-shop-title">
        <h2 id="ord-shop-title" className="ord-section__title ord-section__title--shop">
          <ShopbagOutline aria-hidden /> {order.shop.name}
        </h2>
        <OrderLines lines={order.lines} label={t('orders.card.lines')} linked />
      </section>
      <AmountsCard order={order} />
      <FactsCard order={order} />
      <OrderActions order={order} className="ord-bar" size="middle" canPay={secondsLeft !== 0}>
        {unpaid && (
          <p className="ord-bar__total">
            {t('orders.detail.total')} <strong>{formatMoney(order.total_cents)}</strong>
          </p>
        )}
      </OrderActions>
    </div>
  );
}
