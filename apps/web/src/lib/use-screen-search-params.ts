import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';

/**
 * The search params of a kept-alive screen. While hidden, the location belongs to another screen: the kept
 * screen goes on seeing the params it last had, so it does not reload its lists behind the user's back.
 */
export function useScreenSearchParams(pathname: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(location.search);
  const own = location.pathname === pathname;
  if (own && location.search !== search) setSearch(location.search);

  const params = useMemo(() => new URLSearchParams(search), [search]);
  /** Replaces the current entry: a change of filter is not a step back. */
  const setParams = useCallback(
    (next: Record<string, string | number | undefined | null>) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
      }
      navigate({ pathname, search: query.toString() }, { replace: true });
    },
    [navigate, pathname],
  );
  return [params, setParams] as const;
}
