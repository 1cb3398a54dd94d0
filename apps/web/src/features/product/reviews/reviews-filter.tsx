import { useTranslation } from '@/i18n/use-translation';
import { formatCount } from '@/i18n/format';
import type { ReviewsFilter } from './get-product-reviews';

type ReviewsFilterProps = {
  value: ReviewsFilter;
  counts: { all: number; with_pictures: number };
  onChange: (filter: ReviewsFilter) => void;
};

/** All reviews, or only those with pictures: two chips, one chosen, each with its count. */
export function ReviewsFilterChips({ value, counts, onChange }: ReviewsFilterProps) {
  const { t } = useTranslation();
  const chips = [
    { filter: 'all' as const, label: t('product.reviews.all', { amount: formatCount(counts.all) }) },
    {
      filter: 'with_pictures' as const,
      label: t('product.reviews.withPictures', { amount: formatCount(counts.with_pictures) }),
    },
  ];
  return (
    <div className="pd-reviews__filter" role="radiogroup" aria-label={t('product.reviews.filter')}>
      {chips.map(({ filter, label }) => (
        <button
          key={filter}
          type="button"
          role="radio"
          aria-checked={filter === value}
          className="pd-reviews__chip"
          onClick={() => onChange(filter)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
