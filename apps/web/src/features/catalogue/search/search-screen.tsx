import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { useSuggestions } from './api/get-suggestions';
import { HotSearchesCard } from './hot-searches-card';
import { SearchField } from './search-field';
import { SearchHistoryCard } from './search-history-card';
import { SearchSuggestions } from './search-suggestions';
import { useDebouncedValue } from './use-debounced-value';
import { useRunSearch } from './use-run-search';
import '@/components/surface.css';
import './search.css';
import './search-home.css';

export const SUGGEST_DELAY_MS = 200;

/** /search: type (with suggestions), or pick a recent or a popular search. */
export default function SearchScreen() {
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => params.get('keyword') ?? '');
  const typed = useDebouncedValue(keyword.trim(), SUGGEST_DELAY_MS);
  const suggestions = useSuggestions(typed);
  const runSearch = useRunSearch();
  const shown = keyword.trim() && typed ? suggestions.data : undefined;
  const list = shown?.list ?? [];
  const categories = shown?.categories ?? [];

  return (
    <div className="srch-page">
      <SearchField value={keyword} onChange={setKeyword} onSubmit={runSearch} />
      {list.length + categories.length > 0 ? (
        <SearchSuggestions keyword={typed} list={list} categories={categories} onPick={runSearch} />
      ) : (
        <>
          <SearchHistoryCard onPick={runSearch} />
          <HotSearchesCard onPick={runSearch} />
        </>
      )}
    </div>
  );
}
