import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail } from '@tradewind/contract';
import { formatDate } from '@/i18n/format';
import { copyText } from './copy-text';
import '@/components/surface.css';
import '../orders.css';
import './pairs.css';

const DATES = [
  ['placed', 'created_at'],
  ['paid', 'paid_at'],
  ['shipped', 'shipped_at'],
  ['received', 'received_at'],
] as const;

/** The order number (to copy for customer service) and the dates it went through. */
export function FactsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card ord-section" aria-labelledby="ord-facts-title">
      <h2 id="ord-facts-title" className="ord-section__title">
        {t('orders.detail.facts')}
      </h2>
      <dl className="ord-pairs">
        <div className="ord-pairs__sn-row">
          <dt>{t('orders.detail.sn')}</dt>
          <dd className="ord-pairs__sn">
            <span className="ord-pairs__sn-text" dir="ltr">
              {order.sn}
            </span>
            <Button
              size="mini"
              shape="rounded"
              fill="outline"
              color="primary"
              aria-label={t('orders.detail.copySn')}
              onClick={() => void copyText(order.sn)}
            >
              {t('orders.detail.copy')}
            </Button>
          </dd>
        </div>
        {DATES.map(([label, field]) => {
          const value = order[field];
          if (!value) return null;
          return (
            <div key={label}>
              <dt>{t(`orders.detail.date.${label}`)}</dt>
              <dd>
                <time dateTime={value}>{formatDate(value)}</time>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
