import { useBagCount } from '@/api/bag-count';
import { CountBadge } from '@/components/count-badge';
import { ShopbagOutline } from '@/components/icons/shopbag-outline';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/lib/router';

/** The way to the bag from the product, with how many lines it holds: "Bag, 2 items". */
export function BagLink() {
  const { t } = useTranslation();
  const { data: count } = useBagCount();
  const label = count ? t('product.buy.bagCount', { count }) : t('product.buy.bag');
  return (
    <Link to="/bag" className="pd-buy__bag" aria-label={label}>
      <ShopbagOutline aria-hidden="true" />
      {count ? <CountBadge count={count} className="count-badge--corner pd-buy__bag-count" /> : null}
    </Link>
  );
}
