/**
 * Keys of server data that more than one feature reads or refreshes: one home, so a feature that changes an
 * order, the bag or a product refreshes exactly what the others show.
 */

/** Every order query lives under this prefix: an action refreshes the lists, the detail and the counts at once. */
export const ORDERS_KEY = ['orders'] as const;
export const orderDetailKey = (id: number) => [...ORDERS_KEY, 'detail', id] as const;
/** An order's after-sale record (the order screen's card and the refund screen). */
export const orderRefundKey = (orderId: number) => [...ORDERS_KEY, 'refund', orderId] as const;

/** The bag's list and count. */
export const BAG_KEY = ['bag'] as const;
/** The bag's count: the number of distinct lines (as CartApi.count counts them), on the Bag tab and the product page. */
export const BAG_COUNT_KEY = [...BAG_KEY, 'count'] as const;

/** A product page, for a visitor or a buyer (whose answer carries their favourite flag). */
export const PRODUCT_DETAIL_KEY = ['product', 'detail'] as const;
export const productDetailKey = (id: number, signedIn: boolean) => [...PRODUCT_DETAIL_KEY, id, signedIn] as const;
/** A product's reviews, by filter. */
export const PRODUCT_REVIEWS_KEY = ['product', 'reviews'] as const;

/** The notifications list and the unread count (the personal centre's badge and the notifications screen). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

/** Every wallet list (bill, withdrawals) and the withdraw info; top-up records live under TOPUP_KEY. */
export const WALLET_KEY = ['wallet'] as const;
export const TOPUP_KEY = ['topup'] as const;
