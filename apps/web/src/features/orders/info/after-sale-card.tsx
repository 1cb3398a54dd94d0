import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { RefundStatus, type Refund } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { formatDate } from '@/i18n/format';
import { refundStateName, refundTone } from '../shared/status-label';
import { awaitsReturn } from './after-sale-label';
import { ReturnForm } from './return-form';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import '../orders.css';
import './pairs.css';
import './after-sale-card.css';

/** The carrier and tracking number of the goods going back; with return, approved, they can be changed. */
function ReturnShipment({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const saved = Boolean(refund.return_tracking_no);
  const open = awaitsReturn(refund);
  if (!saved && !open) return null;
  return (
    <section className="ord-aftersale__return" aria-labelledby="ord-return-title">
      <h3 id="ord-return-title" className="ord-aftersale__subtitle">
        {t('orders.afterSale.return.title')}
      </h3>
      {open && (!saved || editing) ? (
        <ReturnForm refund={refund} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="ord-pairs">
            <div>
              <dt>{t('orders.afterSale.return.carrier')}</dt>
              <dd>{refund.return_carrier}</dd>
            </div>
            <div>
              <dt>{t('orders.afterSale.return.trackingNo')}</dt>
              <dd className="ord-pairs__code">{refund.return_tracking_no}</dd>
            </div>
          </dl>
          {open && (
            <Button size="small" shape="rounded" fill="outline" color="primary" onClick={() => setEditing(true)}>
              {t('orders.afterSale.return.change')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The order's refund request: where it stands, what was asked and why, the proof, and for a refused one the
 * shop's reason. The buyer's explanation is their own text, shown as text.
 */
export function AfterSaleCard({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const state = refundStateName(refund.status);
  return (
    <section className="surface-card ord-section ord-aftersale" aria-labelledby="ord-aftersale-title">
      <div className="ord-section__head">
        <h2 id="ord-aftersale-title" className="ord-section__title">
          {t('orders.afterSale.title')}
        </h2>
        <span className={`ord-tag ord-tag--${refundTone(refund.status)}`}>{t(`orders.afterSale.state.${state}`)}</span>
      </div>
      {refund.status === RefundStatus.Refused && (
        <p className="ord-aftersale__refused">
          {refund.refuse_reason
            ? t('orders.afterSale.refusedBecause', { reason: refund.refuse_reason })
            : t('orders.afterSale.hint.refused')}
        </p>
      )}
      <dl className="ord-pairs">
        <div>
          <dt>{t('orders.afterSale.amount')}</dt>
          <dd className="ord-aftersale__amount">
            <Money cents={refund.amount_cents} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.afterSale.type')}</dt>
          <dd>{t(`orders.afterSale.types.${refund.type}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.afterSale.goods')}</dt>
          <dd>{t(`orders.afterSale.goodsStatus.${refund.goods_status}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.afterSale.reason')}</dt>
          <dd>{t(`orders.afterSale.reasons.${refund.reason}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.afterSale.requested')}</dt>
          <dd>
            <time dateTime={refund.created_at}>{formatDate(refund.created_at)}</time>
          </dd>
        </div>
      </dl>
      <h3 className="ord-aftersale__subtitle">{t('orders.afterSale.explanation')}</h3>
      <p className="ord-aftersale__text">{refund.explanation}</p>
      {refund.proofs.length > 0 && (
        <ul className="ord-aftersale__proofs" aria-label={t('orders.afterSale.proofs')}>
          {refund.proofs.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className="ord-aftersale__proof">
                <LazyImage src={url} alt={t('orders.afterSale.proof', { number: index + 1 })} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {refund.type === 'return_refund' && <ReturnShipment refund={refund} />}
    </section>
  );
}
