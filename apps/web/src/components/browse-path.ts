import { useSession } from '@/api/session';

/**
 * Browsing screens docs/product.md §6 keeps for signed-in buyers (the best sellers' ranking, the filters, a shop's
 * products), and the same screens under /explore, which is open to visitors (a path starting with a public one
 * passes): a visitor's link leads there instead of to the login wall.
 */
const VISITOR_WAYS: Record<string, string> = {
  '/popular': '/explore/popular',
  '/filter': '/explore/filter',
  '/products': '/explore/products',
};

export function browsePath(to: string, signedIn: boolean): string {
  if (signedIn) return to;
  const [path = '', query] = to.split('?');
  const way = VISITOR_WAYS[path];
  if (!way) return to;
  return query === undefined ? way : `${way}?${query}`;
}

/** The link to a browsing screen for whoever is looking: the buyer's own, or a visitor's open way. */
export function useBrowsePath(): (to: string) => string {
  const signedIn = useSession((state) => Boolean(state.token));
  return (to) => browsePath(to, signedIn);
}
