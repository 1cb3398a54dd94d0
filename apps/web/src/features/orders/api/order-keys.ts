import { ORDER_FILTERS } from '@tradewind/contract';

/** A tab of My orders: 'all' or a state code, as it stands in the route and the query string. */
export type OrderFilter = 'all' | `${Exclude<(typeof ORDER_FILTERS)[number]['value'], 'all'>}`;

export const ORDER_FILTER_VALUES = ORDER_FILTERS.map((filter) => String(filter.value) as OrderFilter);

export const isOrderFilter = (value: string): value is OrderFilter =>
  (ORDER_FILTER_VALUES as readonly string[]).includes(value);

/**
 * Every order query lives under this prefix, so an action refreshes the lists, the detail and the counts at
 * once. The personal centre reads the counts under the same key.
 */
export const ORDERS_KEY = ['orders'] as const;
export const orderListKey = (status: OrderFilter) => [...ORDERS_KEY, 'list', status] as const;
export const RECENT_ORDERS_KEY = [...ORDERS_KEY, 'recent'] as const;
export const orderDetailKey = (id: number) => [...ORDERS_KEY, 'detail', id] as const;
export const ORDER_COUNTS_KEY = [...ORDERS_KEY, 'counts'] as const;
/** The order's after-sale record; the refund screen reads it under the same key. */
export const orderRefundKey = (orderId: number) => [...ORDERS_KEY, 'refund', orderId] as const;
