import type { Category } from '@tradewind/contract';
import { AppstoreOutline } from '@/components/icons/appstore-outline';
import { SearchOutline } from '@/components/icons/search-outline';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';

type SearchSuggestionsProps = {
  keyword: string;
  list: string[];
  categories: Category[];
  onPick: (keyword: string) => void;
};

/** The typed part of a suggestion stays plain and the completion is bold, as search boxes usually show it. */
function Completion({ text, keyword }: { text: string; keyword: string }) {
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  if (!keyword || at < 0) return <>{text}</>;
  const end = at + keyword.length;
  return (
    <>
      <b>{text.slice(0, at)}</b>
      {text.slice(at, end)}
      <b>{text.slice(end)}</b>
    </>
  );
}

/** Titles to search for, then categories to look in (they open Explore on that category). */
export function SearchSuggestions({ keyword, list, categories, onPick }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  return (
    <section className="surface-card srch-suggest" aria-label={t('search.suggestions')}>
      <ul className="srch-suggest__list">
        {categories.map((category) => (
          <li key={`category-${category.id}`}>
            <Link className="srch-suggest__item" to={`/explore?category=${category.id}`}>
              <AppstoreOutline className="srch-suggest__icon" aria-hidden />
              <span className="srch-suggest__text">{t('search.browseCategory', { category: category.name })}</span>
            </Link>
          </li>
        ))}
        {list.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className="srch-suggest__item"
              aria-label={suggestion}
              onClick={() => onPick(suggestion)}
            >
              <SearchOutline className="srch-suggest__icon" aria-hidden />
              <span className="srch-suggest__text">
                <Completion text={suggestion} keyword={keyword} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
