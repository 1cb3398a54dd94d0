import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/api/session-store';

/**
 * The HTTP client already retries an HTTP 500 once and shows every failure, so queries do not retry on their
 * own. Calls always go to the client, online or not: TanStack's default paused them while the browser was
 * offline, and a button spun without a word; the client fails them at once with docs/product.md §8's network toast.
 * When the session ends, cached data of that user goes with it.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  let token = sessionStore.getState().token;
  sessionStore.subscribe(() => {
    const next = sessionStore.getState().token;
    if (token && !next) client.clear();
    token = next;
  });
  return client;
}
