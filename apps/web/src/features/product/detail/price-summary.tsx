import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { formatCompact } from '@/i18n/format';
import { Money } from '@/components/money/money';
import '@/components/visually-hidden.css';

type PriceSummaryProps = {
  title: string;
  /** The title's language when it is the original's, not the reader's (decision 053). */
  titleLang?: string;
  priceCents: number;
  originalCents: number;
  sales: number;
  stock: number;
  /** The favourite toggle, beside the price. */
  action: ReactNode;
  /** The rating and review photos, under the price. */
  reviews: ReactNode;
};

/** Price (of the chosen SKU when there is one), the struck original, the reviews at a glance, sales and stock. */
export function PriceSummary({
  title,
  titleLang,
  priceCents,
  originalCents,
  sales,
  stock,
  action,
  reviews,
}: PriceSummaryProps) {
  const { t } = useTranslation();
  const discount = originalCents > priceCents ? Math.round((1 - priceCents / originalCents) * 100) : 0;
  return (
    <section className="surface-card pd-summary" aria-labelledby="pd-title">
      <div className="pd-summary__prices">
        <p className="pd-price" data-testid="product-price">
          <span className="visually-hidden">{t('product.price')}</span>
          <Money cents={priceCents} />
        </p>
        {discount > 0 && (
          <>
            <s className="pd-original">
              <span className="visually-hidden">{t('product.originalPrice')}</span>
              <Money cents={originalCents} />
            </s>
            <span className="pd-discount">{t('product.discount', { percent: discount })}</span>
          </>
        )}
        <span className="pd-summary__action">{action}</span>
      </div>
      {reviews}
      <h2 id="pd-title" className="pd-title" lang={titleLang}>
        {title}
      </h2>
      <p className="pd-stats">
        <span>{t('product.sold', { count: sales, amount: formatCompact(sales) })}</span>
        <span data-testid="product-stock" className={stock > 0 ? undefined : 'pd-stats__out'}>
          {stock > 0 ? t('product.inStock', { count: stock }) : t('product.outOfStock')}
        </span>
      </p>
    </section>
  );
}
