/** After-sale calls, in the style of docs/product.md §7. */
export const AfterSaleApi = {
  apply: '/api/refund/apply',
  detail: '/api/refund/detail',
  sendBack: '/api/refund/return',
  review: '/api/order/review',
  productReviews: '/api/goods/reviews',
} as const;

export const AdminAfterSaleApi = {
  refunds: '/api/admin/refunds',
  approve: '/api/admin/refund_approve',
  refuse: '/api/admin/refund_refuse',
  receive: '/api/admin/refund_receive',
} as const;
