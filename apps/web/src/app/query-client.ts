import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/api/session-store';

/**
 * The HTTP client already retries an HTTP 500 once and shows every failure, so queries do not retry on their
 * own. When the session ends, cached data of that user goes with it.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
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
