import { SearchOutline } from '@/components/icons/search-outline';
import { useTranslation } from '@/i18n/use-translation';

type SearchSuggestionsProps = { keyword: string; list: string[]; onPick: (keyword: string) => void };

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

export function SearchSuggestions({ keyword, list, onPick }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  return (
    <section className="surface-card srch-suggest" aria-label={t('search.suggestions')}>
      <ul className="srch-suggest__list">
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
