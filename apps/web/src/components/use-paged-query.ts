import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';

export type Page<T> = { list: T[]; total: number; page: number; limit: number };

const nextPageOf = <T>(last: Page<T>): number | undefined =>
  last.list.length > 0 && last.page * last.limit < last.total ? last.page + 1 : undefined;

/** The pages of a list as one array; an item that moved to a later page while loading is shown once. */
/** How often a list with an item still changing asks again (a deposit's confirmations arrive every few seconds). */
const POLL_MS = 3_000;

export function usePagedQuery<T>(
  queryKey: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<T>>,
  getKey: (item: T) => string | number,
  fresh = false,
  pollWhile?: (item: T) => boolean,
) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf<T>,
    ...(fresh ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
    refetchInterval: (current) =>
      pollWhile && current.state.data?.pages.some((page) => page.list.some(pollWhile)) ? POLL_MS : false,
  });

  const seen = new Set<string | number>();
  const items = (query.data?.pages ?? [])
    .flatMap((page) => page.list)
    .filter((item) => !seen.has(getKey(item)) && Boolean(seen.add(getKey(item))));

  return {
    items,
    /** The first page as the server sent it, with whatever it says beside the list. */
    first: query.data?.pages[0],
    isPending: query.isPending,
    isError: query.isError,
    hasMore: query.hasNextPage,
    retry: () => query.refetch(),
    // InfiniteScroll shows its retry when this rejects.
    loadMore: async () => {
      await query.fetchNextPage({ throwOnError: true });
    },
    /** Pull-to-refresh: back to the first page, fetched again. */
    refresh: async () => {
      queryClient.setQueryData<InfiniteData<Page<T>, number>>(queryKey, (data) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
      await query.refetch();
    },
  };
}
