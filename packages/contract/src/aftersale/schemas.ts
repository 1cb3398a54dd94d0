import { z } from 'zod';
import { PageQuery } from '../catalogue/schemas.js';
import { OrderStatus } from '../status.js';
import { V, positiveBigId, positiveId, queryBigId, queryId, requiredText } from '../validation.js';
import { amount, uploadedImage } from '../wallet/schemas.js';

export const REFUND_TYPES = ['refund_only', 'return_refund'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];
export const GOODS_STATUSES = ['received', 'not_received'] as const;
export const REFUND_REASONS = [
  'not_as_described',
  'damaged',
  'wrong_item',
  'missing_parts',
  'not_received',
  'no_longer_needed',
  'other',
] as const;
export const MAX_REFUND_PROOFS = 6;
export const MAX_REVIEW_PICTURES = 6;

export const RV = { proof: 'validation.proof', notShipped: 'validation.notShipped' } as const;

/**
 * What a refund request may say for an order in `orderStatus`: one not yet shipped has nothing to send back,
 * nothing received and nothing to photograph, so it is a refund only, goods not received, proof optional.
 */
export function refundChoicesFor(orderStatus: number) {
  const shipped = orderStatus !== OrderStatus.WaitingDelivery;
  return {
    types: shipped ? REFUND_TYPES : (['refund_only'] as const),
    goodsStatuses: shipped ? GOODS_STATUSES : (['not_received'] as const),
    proofRequired: shipped,
  };
}

/** A request's issues, by field, against what its order's state allows (refundChoicesFor). */
export function refundChoiceIssues(
  orderStatus: number,
  body: { type: RefundType; goods_status: (typeof GOODS_STATUSES)[number]; proofs: readonly string[] },
): Record<string, string> {
  const choices = refundChoicesFor(orderStatus);
  const issues: Record<string, string> = {};
  if (!(choices.types as readonly string[]).includes(body.type)) issues.type = RV.notShipped;
  if (!(choices.goodsStatuses as readonly string[]).includes(body.goods_status)) issues.goods_status = RV.notShipped;
  if (choices.proofRequired && body.proofs.length === 0) issues.proofs = RV.proof;
  return issues;
}

/**
 * POST /api/refund/apply: docs/product.md §5 — amount required, > 0, no more than paid; reason, explanation and proof
 * (1 to 6 pictures, none needed for an order not yet shipped: refundChoiceIssues, which the server applies).
 */
export const RefundApplyBody = z.object({
  order_id: positiveBigId,
  type: z.enum(REFUND_TYPES, { error: V.required }),
  goods_status: z.enum(GOODS_STATUSES, { error: V.required }),
  /** The products the refund is for (all of the order's when absent). */
  product_ids: z.array(positiveId).max(50).optional(),
  amount,
  reason: z.enum(REFUND_REASONS, { error: V.required }),
  explanation: requiredText(500, { multiline: true }),
  proofs: z.array(uploadedImage).max(MAX_REFUND_PROOFS, { error: V.tooLong }),
});
export type RefundApplyBody = z.input<typeof RefundApplyBody>;

export const RefundStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const Refund = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_sn: z.string(),
  type: z.enum(REFUND_TYPES),
  goods_status: z.enum(GOODS_STATUSES),
  product_ids: z.array(z.number().int()),
  amount_cents: z.number().int(),
  /** What was paid for those products: the most a refund can be. */
  max_cents: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  explanation: z.string(),
  proofs: z.array(z.string()),
  status: RefundStatusCode,
  refuse_reason: z.string().nullable(),
  return_carrier: z.string().nullable(),
  return_tracking_no: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Refund = z.infer<typeof Refund>;
export const RefundDetailQuery = z.object({ order_id: queryBigId });
/**
 * One of the buyer's orders without a request (most orders) is an empty answer, not an error: data is null. Another
 * buyer's order is not found (404).
 */
export const RefundDetailData = Refund.nullable();
export type RefundDetailData = z.infer<typeof RefundDetailData>;
export const RefundReturnBody = z.object({
  id: positiveBigId,
  carrier: requiredText(40),
  tracking_no: requiredText(60),
});

const score = z
  .number({ error: V.required })
  .int({ error: V.invalid })
  .min(1, { error: V.invalid })
  .max(5, { error: V.invalid });
/** POST /api/order/review: one review per line of a received order (docs/product.md §5: the content may not be empty). */
export const ReviewBody = z.object({
  order_id: positiveBigId,
  items: z
    .array(
      z.object({
        product_id: positiveId,
        product_score: score,
        service_score: score,
        postage_score: score,
        content: requiredText(1000, { multiline: true }),
        pictures: z.array(uploadedImage).max(MAX_REVIEW_PICTURES, { error: V.tooLong }).default([]),
      }),
    )
    .min(1, { error: V.required })
    .max(50),
});
export type ReviewBody = z.input<typeof ReviewBody>;

export const ProductReview = z.object({
  id: z.number().int(),
  buyer: z.string(),
  product_score: z.number().int(),
  service_score: z.number().int(),
  postage_score: z.number().int(),
  content: z.string(),
  pictures: z.array(z.string()),
  specs: z.array(z.string()),
  created_at: z.string(),
});
export type ProductReview = z.infer<typeof ProductReview>;
/** `with_pictures=1`: only the reviews that have pictures. */
export const ProductReviewsQuery = PageQuery.extend({
  id: queryId,
  with_pictures: z.enum(['0', '1'], { error: V.invalid }).optional(),
});
export type ProductReviewsQuery = z.input<typeof ProductReviewsQuery>;
export const ProductReviewsData = z.object({
  list: z.array(ProductReview),
  /** The reviews the filter keeps. */
  total: z.number().int(),
  /** Every review of the product, and those with pictures, whatever the filter: the two tabs' counts. */
  counts: z.object({ all: z.number().int(), with_pictures: z.number().int() }),
  page: z.number().int(),
  limit: z.number().int(),
  /** Average product score, 0 when there is none yet. */
  average: z.number(),
});
export type ProductReviewsData = z.infer<typeof ProductReviewsData>;

export const AdminRefundQuery = PageQuery.extend({ status: z.enum(['all', '0', '1', '2', '3']).default('all') });
export const AdminRefund = Refund.extend({ user: z.object({ id: z.number().int(), account: z.string() }) });
