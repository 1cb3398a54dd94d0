/** docs/product.md §4 codes with their label keys; code reads `OrderStatus.WaitingDelivery`, never `1`. */
export const OrderStatus = {
  WaitingPayment: 0,
  WaitingDelivery: 1,
  Delivered: 2,
  Received: 3,
  Completed: 4,
  Cancelled: -1,
  InAfterSale: -4,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** The order-list filter of docs/product.md §4, in its order, with its label keys. */
export const ORDER_FILTERS = [
  { value: 'all', label: 'order.filter.all' },
  { value: OrderStatus.WaitingPayment, label: 'order.filter.waitingPay' },
  { value: OrderStatus.WaitingDelivery, label: 'order.filter.waitingDelivier' },
  { value: OrderStatus.Delivered, label: 'order.filter.deliveried' },
  { value: OrderStatus.Received, label: 'order.filter.received' },
  { value: OrderStatus.Completed, label: 'order.filter.completed' },
  { value: OrderStatus.Cancelled, label: 'order.filter.cancelled' },
  { value: OrderStatus.InAfterSale, label: 'order.filter.inAfterSale' },
] as const;

export const AuditStatus = { Auditing: 0, Passed: 1, Refused: 2 } as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];

export const RefundStatus = { Applying: 0, InProgress: 1, Refunded: 2, Refused: 3 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

/** A shop's staff sign in to the console and see only their own shops (`shop_staff`); operators see all. */
export const Role = { Buyer: 'buyer', Operator: 'operator', Staff: 'staff' } as const;
export type Role = (typeof Role)[keyof typeof Role];
