import { useTranslation } from '@/i18n/use-translation';
import { PRODUCT_SORTS, type ProductSort } from '@tradewind/contract/catalogue';

export const isProductSort = (value: unknown): value is ProductSort => PRODUCT_SORTS.includes(value as ProductSort);

/** The five orders of a product list as a row of chips (scrolling, or wrapping); exactly one is chosen. */
type SortChipsProps = { value: ProductSort; onChange: (sort: ProductSort) => void; wrap?: boolean };

export function SortChips({ value, onChange, wrap = false }: SortChipsProps) {
  const { t } = useTranslation();
  return (
    <div
      className={wrap ? 'cat-chips cat-chips--wrap' : 'cat-chips'}
      role="radiogroup"
      aria-label={t('catalogue.sort.label')}
    >
      {PRODUCT_SORTS.map((sort) => (
        <button
          key={sort}
          type="button"
          role="radio"
          aria-checked={sort === value}
          className="cat-chip"
          onClick={() => onChange(sort)}
        >
          {t(`catalogue.sort.${sort}`)}
        </button>
      ))}
    </div>
  );
}
