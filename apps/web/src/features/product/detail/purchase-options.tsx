import { useTranslation } from '@/i18n/use-translation';
import type { ProductDetail } from '@tradewind/contract';
import { OPTIONS_ID } from '../purchase/show-options';
import { QuantityRow } from './quantity-row';
import { SpecSelector } from './spec-selector';
import type { useSkuSelection } from './use-sku-selection';
import './purchase-options.css';

type PurchaseOptionsProps = { product: ProductDetail; choice: ReturnType<typeof useSkuSelection> };

/** Specs, then the quantity; until every spec is chosen, what is still to choose. */
export function PurchaseOptions({ product, choice }: PurchaseOptionsProps) {
  const { t } = useTranslation();
  return (
    <section id={OPTIONS_ID} className="surface-card pd-options" aria-label={t('product.options')}>
      <SpecSelector specs={product.specs} skus={product.skus} selection={choice.selection} onToggle={choice.toggle} />
      {choice.missing.length > 0 ? (
        <p className="pd-options__hint" role="status">
          {t('product.choose', { specs: choice.missing.join(', ') })}
        </p>
      ) : (
        <QuantityRow stock={choice.stock} value={choice.quantity} onChange={choice.setQuantity} />
      )}
    </section>
  );
}
