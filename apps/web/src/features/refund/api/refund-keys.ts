/**
 * Every order query of the app lives under ['orders'] (the orders feature refreshes that prefix after each
 * action); the order and its after-sale record read here share those keys, so a refund request refreshes the
 * order lists, the detail, its after-sale card and the counts at once.
 */
export const ORDERS_KEY = ['orders'] as const;
export const orderKey = (id: number) => [...ORDERS_KEY, 'detail', id] as const;
export const refundKey = (orderId: number) => [...ORDERS_KEY, 'refund', orderId] as const;
