import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail } from '@tradewind/contract';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import '../orders.css';
import './pairs.css';
import { CustomsNote, CustomsPairs } from './customs-pairs';

/** Goods, freight, the promo discount, duties and taxes, and what was (or is to be) paid. */
export function AmountsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card ord-section" aria-labelledby="ord-amounts-title">
      <h2 id="ord-amounts-title" className="ord-section__title">
        {t('orders.detail.amounts')}
      </h2>
      <dl className="ord-pairs">
        <div>
          <dt>{t('orders.detail.goods')}</dt>
          <dd>
            <Money cents={order.goods_cents} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.detail.freight')}</dt>
          <dd>{order.freight_cents === 0 ? t('orders.detail.freeShipping') : <Money cents={order.freight_cents} />}</dd>
        </div>
        {order.discount_cents > 0 && (
          <div>
            <dt>
              {order.promo_code
                ? t('orders.detail.discountCode', { code: order.promo_code })
                : t('orders.detail.discount')}
            </dt>
            <dd className="ord-pairs__discount">
              <Money cents={-order.discount_cents} signed />
            </dd>
          </div>
        )}
        <CustomsPairs order={order} />
        <div className="ord-pairs__total">
          <dt>{t('orders.detail.total')}</dt>
          <dd>
            <Money cents={order.total_cents} below rateDay />
          </dd>
        </div>
      </dl>
      <CustomsNote order={order} />
    </section>
  );
}
