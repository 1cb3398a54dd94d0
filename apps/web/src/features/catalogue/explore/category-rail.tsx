import { useTranslation } from '@/i18n/use-translation';
import type { Category } from '@tradewind/contract';
import '@/components/skeleton.css';

/** "All" and the ten categories of docs/product.md §3. */
const RAIL_SKELETONS = 11;

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
    <nav className="cat-side-rail" aria-label={t('catalogue.explore.categories')}>
      {categories ? (
        <ul className="cat-side-rail__list">
          {entries.map((entry) => (
            <li key={entry.id ?? 'all'}>
              <button
                type="button"
                className="cat-side-rail__item"
                aria-pressed={entry.id === value}
                onClick={() => onChange(entry.id)}
              >
                {entry.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="cat-side-rail__list" aria-hidden="true">
          {Array.from({ length: RAIL_SKELETONS }, (_, index) => (
            <span key={index} className="skeleton-box cat-side-rail__skeleton" />
          ))}
        </div>
      )}
    </nav>
  );
}
