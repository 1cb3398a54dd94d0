import type { ProductReview, ProductReviewsData } from '@tradewind/contract';

/** Review data for the tests, shaped exactly as the contract's schemas; a higher id is a newer review. */
export const reviewOf = (id: number, patch: Partial<ProductReview> = {}): ProductReview => ({
  id,
  buyer: `b***${id}`,
  product_score: 5,
  service_score: 5,
  postage_score: 4,
  content: `Review number ${id}`,
  pictures: [],
  specs: ['Red', 'S'],
  created_at: `2025-03-${String(id).padStart(2, '0')}T10:00:00.000Z`,
  ...patch,
});

export const reviewsPageOf = (list: ProductReview[], patch: Partial<ProductReviewsData> = {}): ProductReviewsData => ({
  list,
  total: list.length,
  counts: { all: list.length, with_pictures: list.filter((r) => r.pictures.length > 0).length },
  page: 1,
  limit: 5,
  average: 0,
  ...patch,
});
