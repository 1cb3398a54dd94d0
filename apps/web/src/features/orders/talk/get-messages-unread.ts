import { useQuery } from '@tanstack/react-query';
import { TalkApi, type MessagesUnread } from '@tradewind/contract/talk';
import { http } from '@/api/http';
import { useSession } from '@/api/session';
import { ORDERS_KEY } from '@/api/query-keys';

/** Under the orders' key, so a live event or any order action reads it again. */
export const MESSAGES_UNREAD_KEY = [...ORDERS_KEY, 'messages-unread'] as const;

const getUnread = () => http.get<MessagesUnread>(TalkApi.unread, { silent: true });

/** The shops' messages the buyer has not read: in all (the Me tab) and per order (the order cards). */
export function useMessagesUnread() {
  const signedIn = useSession((s) => Boolean(s.token));
  return useQuery({ queryKey: MESSAGES_UNREAD_KEY, queryFn: getUnread, enabled: signedIn });
}
