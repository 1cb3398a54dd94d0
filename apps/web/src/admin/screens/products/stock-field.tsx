import { InputNumber, type InputNumberProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation, type TFunction } from '@/i18n/use-translation';
import { SkuInput } from '@tradewind/contract';
import { rangeOf, schemaRules } from '../../components/schema-rules';

const STOCK = rangeOf(SkuInput.shape.stock);

/** An SKU's stock on hand: a whole number from 0 to the most one SKU may hold. */
export function stockRules(t: TFunction): Rule[] {
  return schemaRules(t, SkuInput.shape.stock, { range: t('admin.products.skus.stockInvalid', STOCK) });
}

/** The stock field of the SKU named `sku`, as the form gives it its value. */
export function StockInput({
  sku,
  ...props
}: Omit<InputNumberProps<number>, 'min' | 'max' | 'precision'> & { sku: string }) {
  const { t } = useTranslation();
  return (
    <InputNumber<number>
      aria-label={t('admin.products.skus.stockOf', { sku })}
      min={STOCK.min}
      max={STOCK.max}
      precision={0}
      {...props}
    />
  );
}
