import { useTranslation } from '@/i18n/use-translation';
import type { Category } from '@tradewind/contract';

type CategoryChipsProps = { categories: Category[]; value?: number; onChange: (id?: number) => void };

/** One category or all of them, as chips that wrap. */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  const entries = [{ id: undefined, name: t('catalogue.filter.anyCategory') }, ...categories];
  return (
    <div className="cat-chips cat-chips--wrap">
      {entries.map((entry) => (
        <button
          key={entry.id ?? 'all'}
          type="button"
          className="tw-chip tw-target cat-chip"
          aria-pressed={entry.id === value}
          onClick={() => onChange(entry.id)}
        >
          {entry.name}
        </button>
      ))}
    </div>
  );
}
