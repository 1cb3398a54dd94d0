import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AfterSaleApi, type ProductReviewsData } from '@tradewind/contract';
import { http } from '@/api/http';
import { PRODUCT_REVIEWS_KEY } from '@/api/query-keys';

export const REVIEWS_PER_PAGE = 5;

/** Every review, or only those with pictures. */
export type ReviewsFilter = 'all' | 'with_pictures';

/** The review screen refreshes every product's reviews under ['product', 'reviews'] once a review is sent. */
export const productReviewsKey = (id: number, filter: ReviewsFilter) => [...PRODUCT_REVIEWS_KEY, id, filter] as const;

/**
 * Public: visitors read reviews too. Silent: the section shows its own error, the rest of the page stays.
 * Typed by the contract, not parsed: a parser here would put zod on the product page's first screen.
 */
export const getProductReviews = (id: number, filter: ReviewsFilter, page: number) =>
  http.get<ProductReviewsData>(AfterSaleApi.productReviews, {
    params: { id, page, limit: REVIEWS_PER_PAGE, ...(filter === 'with_pictures' ? { with_pictures: '1' } : {}) },
    silent: true,
  });

/** The newest reviews first, a page at a time; the other filter's pages stay cached for going back. */
export const useProductReviews = (id: number, filter: ReviewsFilter) =>
  useInfiniteQuery({
    queryKey: productReviewsKey(id, filter),
    queryFn: ({ pageParam }) => getProductReviews(id, filter, pageParam),
    // While the other filter's first page comes, the counts and the list shown stay.
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.list.length > 0 && last.page * last.limit < last.total ? last.page + 1 : undefined,
  });
