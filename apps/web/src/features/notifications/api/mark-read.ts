import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { WalletApi, type NotificationItem } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';
import { NOTIFICATION_LIST_KEY } from './get-notifications';
import { UNREAD_KEY } from './get-unread-count';

/** One notification by id; without one, all of them. */
export const markRead = (id?: number) => http.post<null>(WalletApi.notificationRead, id === undefined ? {} : { id });

type Pages = InfiniteData<Page<NotificationItem>, number>;

/** Shown as read at once; a failure (offline too) puts back what was shown, then asks the server again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: async (id?: number) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_LIST_KEY });
      const before = {
        list: queryClient.getQueryData<Pages>(NOTIFICATION_LIST_KEY),
        unread: queryClient.getQueryData<number>(UNREAD_KEY),
      };
      queryClient.setQueryData<Pages>(NOTIFICATION_LIST_KEY, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.map((item) => (id === undefined || item.id === id ? { ...item, read: true } : item)),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(UNREAD_KEY, (count) =>
        count === undefined ? count : id === undefined ? 0 : Math.max(0, count - 1),
      );
      return before;
    },
    onError: (_error, _id, before) => {
      if (before) {
        queryClient.setQueryData(NOTIFICATION_LIST_KEY, before.list);
        queryClient.setQueryData(UNREAD_KEY, before.unread);
      }
      return queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
  });
}
