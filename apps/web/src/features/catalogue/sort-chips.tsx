import { useTranslation } from '@/i18n/use-translation';
import { RadioChips } from '@/components/radio-chips';
import { PRODUCT_SORTS, type ProductSort } from '@tradewind/contract/catalogue';

export const isProductSort = (value: unknown): value is ProductSort => PRODUCT_SORTS.includes(value as ProductSort);

/** The five orders of a product list as a row of chips (scrolling, or wrapping); exactly one is chosen. */
type SortChipsProps = { value: ProductSort; onChange: (sort: ProductSort) => void; wrap?: boolean };

export function SortChips({ value, onChange, wrap = false }: SortChipsProps) {
  const { t } = useTranslation();
  return (
    <RadioChips
      label={t('catalogue.sort.label')}
      options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`catalogue.sort.${sort}`) }))}
      value={value}
      onChange={onChange}
      className={wrap ? 'cat-chips cat-chips--wrap' : 'cat-chips'}
      chipClassName="tw-chip tw-target cat-chip"
    />
  );
}
