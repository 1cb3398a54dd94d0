import { useQuery } from '@tanstack/react-query';
import { WalletApi } from '@tradewind/contract';
import { http } from '@/api/http';
import { UNREAD_KEY } from '@/api/query-keys';

export { UNREAD_KEY };

export const getUnreadCount = () =>
  http.get<{ count: number }>(WalletApi.notificationUnread, { silent: true }).then((data) => data.count);

export const useUnreadCount = () => useQuery({ queryKey: UNREAD_KEY, queryFn: getUnreadCount, staleTime: 0 });
