import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AdminTalkApi,
  type AdminConversation,
  type AdminConversationRow,
  type AdminConversationsQuery,
} from '@tradewind/contract/talk';
import { adminHttp } from '../../api/admin-http';
import type { Page } from '../../components/use-server-list';

/** Conversations waiting for the shop first, then the most recent; staff see their shops' only. */
export const getConversations = (query: z.input<typeof AdminConversationsQuery>) =>
  adminHttp.get<Page<AdminConversationRow>>(AdminTalkApi.conversations, query);

export const conversationKey = (orderId: number) => ['admin', 'conversation', orderId] as const;

/** The newest page, then earlier ones; read again every few seconds while open, so the buyer's replies come in. */
export const useConsoleConversation = (orderId: number) =>
  useInfiniteQuery({
    queryKey: conversationKey(orderId),
    queryFn: ({ pageParam }) =>
      adminHttp.get<AdminConversation>(AdminTalkApi.conversation, {
        order_id: orderId,
        ...(pageParam ? { before_id: pageParam } : {}),
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_earlier && last.list[0] ? last.list[0].id : undefined),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
    enabled: Number.isInteger(orderId) && orderId > 0,
  });

export const sendShopMessage = (orderId: number, body: string, pictures: string[]) =>
  adminHttp.post<AdminConversation>(AdminTalkApi.send, { order_id: orderId, body, pictures });

export const markShopRead = (orderId: number, upTo: number) =>
  adminHttp.post<null>(AdminTalkApi.read, { order_id: orderId, up_to: upTo });

/** Platform operators only: the buyer reads the reason in the message's place. */
export const hideMessage = (id: number, reason: string) => adminHttp.post(AdminTalkApi.hide, { id, reason });
