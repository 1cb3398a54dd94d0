import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, useRouter, useRouterState } from './context';
import type { Params } from './match';
import { createPath } from './router';
import type { Location, NavigateOptions, To } from './types';

export const useLocation = (): Location => useRouterState().location;
export const useNavigation = () => useRouterState().navigation;

export function useNavigate() {
  const router = useRouter();
  return useCallback((to: To | number, options?: NavigateOptions) => void router.navigate(to, options), [router]);
}

export function useParams<T extends Params = Params>(): T {
  return useContext(RouteContext).params as T;
}

/** The matched routes, root first: their ids, params and handles. */
export function useMatches() {
  const { matches } = useRouterState();
  return useMemo(
    () => matches.map(({ id, params, pathname, route }) => ({ id, params, pathname, handle: route.handle })),
    [matches],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string | string[]>;

export function useSearchParams() {
  const { search, pathname } = useLocation();
  const router = useRouter();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (init: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const next = typeof init === 'function' ? init(new URLSearchParams(search)) : init;
      const query = new URLSearchParams();
      if (next instanceof URLSearchParams || typeof next === 'string')
        new URLSearchParams(next).forEach((v, k) => query.append(k, v));
      else for (const [key, value] of Object.entries(next)) for (const v of [value].flat()) query.append(key, v);
      void router.navigate(createPath({ pathname, search: query.toString() }), options);
    },
    [router, pathname, search],
  );
  return [params, setParams] as const;
}
