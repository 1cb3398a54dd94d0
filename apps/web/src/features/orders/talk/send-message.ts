import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TalkApi, type Conversation } from '@tradewind/contract/talk';
import { http } from '@/api/http';
import { conversationKey } from './get-conversation';

/** Sends text, pictures or both; the answer is the conversation's newest page, shown at once. */
export function useSendMessage(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { body: string; pictures: string[] }) =>
      http.post<Conversation>(TalkApi.send, { order_id: orderId, ...message }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKey(orderId) }),
  });
}
