/** Part "refund": the after-sale screens — refund application and reviews. */
export { RefundScreen } from '@/features/refund';
export { CommentScreen } from '@/features/review';
