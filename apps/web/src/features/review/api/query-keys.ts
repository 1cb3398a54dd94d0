/**
 * Keys this screen reads or refreshes but does not own. The orders feature keeps every order query under
 * ['orders'] (lists, detail, counts), so the detail read here shares its cache; the product feature reads a
 * product under ['product', 'detail'] and its reviews under ['product', 'reviews'].
 */
export const ORDERS_KEY = ['orders'] as const;
export const orderDetailKey = (id: number) => [...ORDERS_KEY, 'detail', id] as const;
export const PRODUCT_DETAIL_KEY = ['product', 'detail'] as const;
export const PRODUCT_REVIEWS_KEY = ['product', 'reviews'] as const;
