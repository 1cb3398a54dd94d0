import { useNavigate } from '@/lib/router';
import { addSearchHistory } from './search-history';

export const resultsPath = (keyword: string) => `/searchs?keyword=${encodeURIComponent(keyword)}`;

/** Remembers the keyword and opens its results. */
export function useRunSearch() {
  const navigate = useNavigate();
  return (keyword: string) => {
    const entry = keyword.trim();
    if (!entry) return;
    addSearchHistory(entry);
    navigate(resultsPath(entry));
  };
}
