import { QuantityStepper } from '@/components/quantity-stepper';
import { useTranslation } from '@/i18n/use-translation';

type QuantityRowProps = { stock: number; value: number; onChange: (value: number) => void };

/**
 * How many: from 1 up to the stock of the chosen SKU, with − and + or typed; nothing to choose when it is sold out.
 * A number typed out of range is brought back within it when the field is left, saying how many there are.
 */
export function QuantityRow({ stock, value, onChange }: QuantityRowProps) {
  const { t } = useTranslation();
  if (stock <= 0) {
    return (
      <p className="pd-qty pd-qty--out" role="status">
        {t('product.outOfStock')}
      </p>
    );
  }
  return (
    <div className="pd-qty">
      <label className="pd-qty__label" htmlFor="pd-quantity">
        {t('product.quantity')}
      </label>
      <QuantityStepper
        id="pd-quantity"
        value={value}
        max={stock}
        onChange={onChange}
        overMax={(most) => t('product.onlyAvailable', { count: most })}
        lessLabel={t('product.quantityLess')}
        moreLabel={t('product.quantityMore')}
      />
    </div>
  );
}
