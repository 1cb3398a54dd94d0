import { useTranslation } from '@/i18n/use-translation';
import type { CheckoutPreview } from '@tradewind/contract';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import './checkout-card.css';
import { CustomsNote, CustomsRows } from './customs-rows';

/** The whole checkout: goods, freight, the promo discount, duties and taxes, and what is paid. */
export function Totals({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card co-totals" aria-labelledby="co-totals-title">
      <h2 id="co-totals-title" className="co-card-title">
        {t('checkout.totals.title')}
      </h2>
      <dl className="co-rows">
        <div className="co-row">
          <dt>{t('checkout.totals.goods')}</dt>
          <dd>
            <Money cents={preview.goods_cents} />
          </dd>
        </div>
        <div className="co-row">
          <dt>{t('checkout.totals.freight')}</dt>
          <dd className={preview.freight_cents === 0 ? 'co-free' : undefined}>
            {preview.freight_cents === 0 ? t('checkout.totals.freeShipping') : <Money cents={preview.freight_cents} />}
          </dd>
        </div>
        <div className="co-row">
          <dt>{t('checkout.totals.discount')}</dt>
          <dd className={preview.discount_cents > 0 ? 'co-discount' : undefined}>
            {preview.discount_cents > 0 ? <Money cents={-preview.discount_cents} signed /> : <Money cents={0} />}
          </dd>
        </div>
        <CustomsRows amounts={preview} customs={preview.customs} />
        <div className="co-row co-row--total">
          <dt>{t('checkout.totals.total')}</dt>
          <dd>
            <Money cents={preview.total_cents} />
          </dd>
        </div>
      </dl>
      <CustomsNote customs={preview.customs} />
    </section>
  );
}
