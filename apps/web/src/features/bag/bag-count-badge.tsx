import { useTranslation } from '@/i18n/use-translation';
import { useBagCount } from '@/api/bag-count';
import { CountBadge } from '@/components/count-badge';

/** How many lines the bag holds, on the Bag tab; nothing for a visitor or an empty bag. */
export function BagCountBadge() {
  const { t } = useTranslation();
  const { data: count } = useBagCount();
  if (!count) return null;
  // The tab's name says the bag once: 'Bag, 3 items' (the label, a pause, the count in words).
  return (
    <CountBadge count={count} className="count-badge--corner tab-bar__badge" label={`, ${t('bag.badge', { count })}`} />
  );
}
