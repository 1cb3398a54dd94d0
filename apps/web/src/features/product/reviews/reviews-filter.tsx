import { useTranslation } from '@/i18n/use-translation';
import { formatCount } from '@/i18n/format';
import { RadioChips } from '@/components/radio-chips';
import type { ReviewsFilter } from './get-product-reviews';

type ReviewsFilterProps = {
  value: ReviewsFilter;
  counts: { all: number; with_pictures: number };
  onChange: (filter: ReviewsFilter) => void;
};

/** All reviews, or only those with pictures: two chips, one chosen, each with its count. */
export function ReviewsFilterChips({ value, counts, onChange }: ReviewsFilterProps) {
  const { t } = useTranslation();
  const options = [
    { value: 'all' as const, label: t('product.reviews.all', { amount: formatCount(counts.all) }) },
    {
      value: 'with_pictures' as const,
      label: t('product.reviews.withPictures', { amount: formatCount(counts.with_pictures) }),
    },
  ];
  return (
    <div className="pd-reviews__filter">
      <RadioChips label={t('product.reviews.filter')} options={options} value={value} onChange={onChange} />
    </div>
  );
}
