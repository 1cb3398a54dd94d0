import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TalkApi, type ProductQuestion } from '@tradewind/contract/talk';
import { http } from '@/api/http';
import { QUESTIONS_KEY } from './get-questions';

/** Sends a question; the section reads its questions again, where the buyer's waiting one now shows. */
export function useAskQuestion(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      http.post<ProductQuestion>(TalkApi.ask, { product_id: productId, question }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}
