import { useInfiniteQuery } from '@tanstack/react-query';
import { TalkApi, type Conversation } from '@tradewind/contract/talk';
import { http } from '@/api/http';
import { ORDERS_KEY } from '@/api/query-keys';

/** Under the orders' key: a live event refreshes it with the order (api/live-updates.ts). */
export const conversationKey = (orderId: number) => [...ORDERS_KEY, 'messages', orderId] as const;

const getConversation = (orderId: number, beforeId: number | undefined) =>
  http.get<Conversation>(TalkApi.messages, {
    params: { order_id: orderId, ...(beforeId ? { before_id: beforeId } : {}) },
    silent: true,
  });

/** The newest messages first (page 1), then each earlier page before the oldest shown. */
export const useConversation = (orderId: number) =>
  useInfiniteQuery({
    queryKey: conversationKey(orderId),
    queryFn: ({ pageParam }) => getConversation(orderId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_earlier && last.list[0] ? last.list[0].id : undefined),
  });
