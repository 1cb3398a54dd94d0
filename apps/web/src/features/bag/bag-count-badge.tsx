import { useTranslation } from '@/i18n/use-translation';
import { useBagCount } from '@/api/bag-count';
import '@/components/visually-hidden.css';

/** How many lines the bag holds, on the Bag tab; nothing for a visitor or an empty bag. */
export function BagCountBadge() {
  const { t } = useTranslation();
  const { data: count } = useBagCount();
  if (!count) return null;
  return (
    <span className="tab-bar__badge">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      {/* The tab's name says the bag once: 'Bag, 3 items' (the label, a pause, the count in words). */}
      <span className="visually-hidden">{`, ${t('bag.badge', { count })}`}</span>
    </span>
  );
}
