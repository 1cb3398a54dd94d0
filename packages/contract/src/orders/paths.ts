/** docs/product.md §7 address and order calls exactly (address_del is a GET, as the spec has it); the rest in its style. */
export const AddressApi = {
  list: '/api/user/address_list',
  add: '/api/user/address_add',
  detail: '/api/user/address',
  setDefault: '/api/user/address_set_default',
  del: '/api/user/address_del',
} as const;

export const CartApi = {
  list: '/api/cart/list',
  count: '/api/cart/count',
  add: '/api/cart/add',
  update: '/api/cart/update',
  select: '/api/cart/select',
  remove: '/api/cart/remove',
  /** Lines out of the bag into "Saved for later", and back. */
  saveForLater: '/api/cart/save_for_later',
  moveToBag: '/api/cart/move_to_bag',
} as const;

export const OrderApi = {
  list: '/api/user/order_list',
  preview: '/api/order/preview',
  create: '/api/order/create',
  pay: '/api/order/pay',
  detail: '/api/order/detail',
  cancel: '/api/order/cancel',
  confirm: '/api/order/confirm',
  /** How many orders the buyer has in each state (the order overview and the profile's shortcuts). */
  counts: '/api/order/counts',
} as const;

export const AdminOrderApi = {
  list: '/api/admin/orders',
  detail: '/api/admin/order',
  ship: '/api/admin/order_ship',
  logistics: '/api/admin/order_logistics',
  close: '/api/admin/order_close',
  /** Reveal an order's customs ID in full; each call is recorded (decision 041). */
  customsId: '/api/admin/order_customs_id',
  freight: '/api/admin/freight',
  freightSave: '/api/admin/freight_save',
  promoCodes: '/api/admin/promo_codes',
  promoCodeSave: '/api/admin/promo_code_save',
} as const;
