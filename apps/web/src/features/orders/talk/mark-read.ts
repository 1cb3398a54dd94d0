import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TalkApi } from '@tradewind/contract/talk';
import { http } from '@/api/http';
import { NOTIFICATIONS_KEY } from '@/api/query-keys';
import { conversationKey } from './get-conversation';
import { MESSAGES_UNREAD_KEY } from './get-messages-unread';

/** The buyer has seen the conversation up to a message: the counts on the order, the Me tab and the bell follow. */
export function useMarkRead(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => http.post<null>(TalkApi.read, { order_id: orderId, up_to: upTo }, { silent: true }),
    onSuccess: () => {
      for (const queryKey of [MESSAGES_UNREAD_KEY, NOTIFICATIONS_KEY, conversationKey(orderId)]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
