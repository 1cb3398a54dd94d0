import { useInfiniteQuery } from '@tanstack/react-query';
import { AfterSaleApi, type ProductReviewsData } from '@tradewind/contract';
import { http } from '@/api/http';

export const REVIEWS_PER_PAGE = 5;

/** The review screen refreshes every product's reviews under ['product', 'reviews'] once a review is sent. */
export const productReviewsKey = (id: number) => ['product', 'reviews', id] as const;

/**
 * Public: visitors read reviews too. Silent: the section shows its own error, the rest of the page stays.
 * Typed by the contract, not parsed: a parser here would put zod on the product page's first screen.
 */
export const getProductReviews = (id: number, page: number) =>
  http.get<ProductReviewsData>(AfterSaleApi.productReviews, {
    params: { id, page, limit: REVIEWS_PER_PAGE },
    silent: true,
  });

/** The newest reviews first, a page at a time. */
export const useProductReviews = (id: number) =>
  useInfiniteQuery({
    queryKey: productReviewsKey(id),
    queryFn: ({ pageParam }) => getProductReviews(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.list.length > 0 && last.page * last.limit < last.total ? last.page + 1 : undefined,
  });
