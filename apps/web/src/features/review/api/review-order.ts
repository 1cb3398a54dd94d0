import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AfterSaleApi, type OrderDetail, type ReviewBody } from '@tradewind/contract';
import { http } from '@/api/http';
import { ORDERS_KEY, PRODUCT_DETAIL_KEY, PRODUCT_REVIEWS_KEY } from '@/api/query-keys';

/** One call for every product of the order; the order comes back completed (4). */
export const reviewOrder = (body: ReviewBody) => http.post<OrderDetail>(AfterSaleApi.review, body);

export function useReviewOrder() {
  return useMutation({ mutationFn: reviewOrder });
}

/** After a review (or a refusal: the order moved on): the orders, and the products' reviews and ratings. */
export function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [ORDERS_KEY, PRODUCT_REVIEWS_KEY, PRODUCT_DETAIL_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}
