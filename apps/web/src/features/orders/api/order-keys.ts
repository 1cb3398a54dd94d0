import { ORDER_FILTERS } from '@tradewind/contract';
import { ORDERS_KEY } from '@/api/query-keys';

/** A tab of My orders: 'all' or a state code, as it stands in the route and the query string. */
export type OrderFilter = 'all' | `${Exclude<(typeof ORDER_FILTERS)[number]['value'], 'all'>}`;

export const ORDER_FILTER_VALUES = ORDER_FILTERS.map((filter) => String(filter.value) as OrderFilter);

export const isOrderFilter = (value: string): value is OrderFilter =>
  (ORDER_FILTER_VALUES as readonly string[]).includes(value);

/** The orders feature's own keys, under ORDERS_KEY so one refresh reaches them all. */
export const orderListKey = (status: OrderFilter) => [...ORDERS_KEY, 'list', status] as const;
export const RECENT_ORDERS_KEY = [...ORDERS_KEY, 'recent'] as const;
/** The personal centre reads the counts under the same prefix. */
export const ORDER_COUNTS_KEY = [...ORDERS_KEY, 'counts'] as const;
