import { Skeleton } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { Category } from '@tradewind/contract';

type CategoryRailProps = {
  categories: Category[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
};

/** The categories down the left side, "All" first; the chosen one is marked for screen readers too. */
export function CategoryRail({ categories, value, onChange }: CategoryRailProps) {
  const { t } = useTranslation();
  const entries = [{ id: null, name: t('catalogue.explore.all') }, ...(categories ?? [])];
  return (
    <nav className="cat-rail" aria-label={t('catalogue.explore.categories')}>
      {categories ? (
        <ul className="cat-rail__list">
          {entries.map((entry) => (
            <li key={entry.id ?? 'all'}>
              <button
                type="button"
                className="cat-rail__item"
                aria-pressed={entry.id === value}
                onClick={() => onChange(entry.id)}
              >
                {entry.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton.Paragraph animated lineCount={8} />
      )}
    </nav>
  );
}
