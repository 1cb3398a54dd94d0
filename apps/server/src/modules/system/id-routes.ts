import type { App } from '../../app.js';
import { operationsOf } from '../../test/openapi.js';

/** What a buyer's own rows are, for the ownership table: one buyer's ids another buyer tries. */
export interface OwnedIds {
  address: number;
  bagLine: number;
  savedLine: number;
  unpaidOrder: number;
  paidOrder: number;
  refund: number;
  notification: number;
  withdrawAccount: number;
  session: number;
  network: number;
  sku: number;
  product: number;
  picture: string;
  passkey: number;
}

type Call = { method: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown };
/**
 * How a route taking an id keeps to its owner. 'own': the id names a buyer's own row, and another buyer's id is
 * not found (the call is built from the owner's ids); 'operator': the operator's desk, refused to buyers;
 * 'catalogue': ids of what every visitor sees (products, shops, networks), not anybody's own.
 */
export type Ownership =
  { kind: 'own'; call: (ids: OwnedIds, payCode: string) => Call } | { kind: 'operator' } | { kind: 'catalogue' };

const own = (call: (ids: OwnedIds, payCode: string) => Call): Ownership => ({ kind: 'own', call });
const operator: Ownership = { kind: 'operator' };
const catalogue: Ownership = { kind: 'catalogue' };
const ADDRESS = { addressee: 'A', mobile: '+33612345678', area: 'Paris', detailed_address: '1 rue X', tag: 'Home' };

/** Every route that takes an id, by "METHOD path". A new one fails the test until it is placed here. */
export const ID_ROUTES: Record<string, Ownership> = {
  'GET /api/goods/list': catalogue,
  'GET /api/goods/search': catalogue,
  'GET /api/goods/detail': catalogue,
  'GET /api/goods/reviews': catalogue,
  'GET /api/shop/info': catalogue,
  'POST /api/shop/follow': catalogue,
  'POST /api/shop/unfollow': catalogue,
  'POST /api/goods/favourite': catalogue,
  'POST /api/goods/unfavourite': catalogue,
  'GET /api/user/blockchain_qr': catalogue,
  'POST /api/user/recharge': catalogue,
  'POST /api/user/deposit_intent': catalogue,
  'POST /api/cart/add': catalogue,
  'POST /api/cart/select': catalogue,
  'POST /api/user/extract': own((ids, payCode) => ({
    method: 'POST',
    body: {
      type: 'bank',
      amount: '10',
      pay_password: payCode,
      bank_name: 'B',
      holder: 'H',
      account_id: ids.withdrawAccount,
    },
  })),
  'POST /api/user/withdraw_account_del': own((ids) => ({ method: 'POST', body: { id: ids.withdrawAccount } })),
  'POST /api/user/withdraw_account_add': catalogue,
  'POST /api/user/session_end': own((ids) => ({ method: 'POST', body: { id: ids.session } })),
  'POST /api/user/notification_read': own((ids) => ({ method: 'POST', body: { id: ids.notification } })),
  'GET /api/user/address': own((ids) => ({ method: 'GET', query: { id: String(ids.address) } })),
  'POST /api/user/address_add': own((ids) => ({ method: 'POST', body: { ...ADDRESS, id: ids.address } })),
  'POST /api/user/address_set_default': own((ids) => ({ method: 'POST', body: { id: ids.address } })),
  'GET /api/user/address_del': own((ids) => ({ method: 'GET', query: { id: String(ids.address) } })),
  'POST /api/cart/update': own((ids) => ({ method: 'POST', body: { id: ids.bagLine, quantity: 2 } })),
  'POST /api/cart/remove': own((ids) => ({ method: 'POST', body: { ids: [ids.bagLine] } })),
  'POST /api/cart/save_for_later': own((ids) => ({ method: 'POST', body: { ids: [ids.bagLine] } })),
  'POST /api/cart/move_to_bag': own((ids) => ({ method: 'POST', body: { ids: [ids.savedLine] } })),
  'POST /api/order/preview': own((ids) => ({
    method: 'POST',
    body: { items: [{ sku_id: ids.sku, quantity: 1 }], address_id: ids.address },
  })),
  'POST /api/order/create': own((ids) => ({
    method: 'POST',
    body: { items: [{ sku_id: ids.sku, quantity: 1 }], address_id: ids.address },
  })),
  'POST /api/order/pay': own((ids, payCode) => ({
    method: 'POST',
    body: { order_ids: [ids.unpaidOrder], pay_password: payCode },
  })),
  'GET /api/order/detail': own((ids) => ({ method: 'GET', query: { id: String(ids.unpaidOrder) } })),
  'POST /api/order/cancel': own((ids) => ({ method: 'POST', body: { id: ids.unpaidOrder } })),
  'POST /api/order/confirm': own((ids) => ({ method: 'POST', body: { id: ids.paidOrder } })),
  'POST /api/order/protection_extend': own((ids) => ({
    method: 'POST',
    body: { id: ids.paidOrder, reason: 'Not arrived yet' },
  })),
  'POST /api/refund/apply': own((ids) => ({
    method: 'POST',
    body: {
      order_id: ids.paidOrder,
      type: 'refund_only',
      goods_status: 'not_received',
      amount: '1.00',
      reason: 'not_received',
      explanation: 'Never came',
      proofs: [ids.picture],
    },
  })),
  'GET /api/refund/detail': own((ids) => ({ method: 'GET', query: { order_id: String(ids.paidOrder) } })),
  'GET /api/dispute/detail': own((ids) => ({ method: 'GET', query: { order_id: String(ids.paidOrder) } })),
  'POST /api/dispute/open': own((ids) => ({
    method: 'POST',
    body: { order_id: ids.paidOrder, want: 'return', statement: 'Broken', pictures: [] },
  })),
  'POST /api/refund/return': own((ids) => ({
    method: 'POST',
    body: { id: ids.refund, carrier: 'UPS', tracking_no: '1Z' },
  })),
  'POST /api/order/review': own((ids) => ({
    method: 'POST',
    body: {
      order_id: ids.paidOrder,
      items: [{ product_id: ids.product, product_score: 5, service_score: 5, postage_score: 5, content: 'Good' }],
    },
  })),
  'POST /api/admin/recharge_pass': operator,
  'POST /api/admin/recharge_refuse': operator,
  'POST /api/admin/recharge_reorg_settle': operator,
  'POST /api/admin/withdrawal_pass': operator,
  'POST /api/admin/destination_release': operator,
  'POST /api/admin/withdrawal_refuse': operator,
  'POST /api/admin/withdrawal_reveal': operator,
  'POST /api/admin/network_save': operator,
  'POST /api/admin/receiving_account_save': operator,
  'POST /api/admin/balance_adjust': operator,
  'GET /api/admin/order': operator,
  // Talking to the shop (decision 047): a product's questions are the catalogue's; an order's conversation its buyer's.
  'GET /api/goods/questions': catalogue,
  // Decision 055: the buyer's own saved price of a product every visitor sees; another buyer's is never read.
  'GET /api/user/price_since_saved': catalogue,
  'POST /api/goods/question_ask': catalogue,
  'GET /api/order/messages': own((ids) => ({ method: 'GET', query: { order_id: String(ids.paidOrder) } })),
  'POST /api/order/message_send': own((ids) => ({ method: 'POST', body: { order_id: ids.paidOrder, body: 'Hello' } })),
  'POST /api/order/messages_read': own((ids) => ({ method: 'POST', body: { order_id: ids.paidOrder, up_to: 1 } })),
  'GET /api/admin/conversation': operator,
  'POST /api/admin/conversation_send': operator,
  'POST /api/admin/conversation_read': operator,
  'POST /api/admin/question_answer': operator,
  'POST /api/admin/message_hide': operator,
  'POST /api/admin/order_ship': operator,
  'POST /api/admin/order_logistics': operator,
  'POST /api/admin/order_close': operator,
  'POST /api/admin/order_customs_id': operator,
  'POST /api/admin/freight_save': operator,
  'POST /api/admin/promo_code_save': operator,
  'POST /api/admin/refund_approve': operator,
  'POST /api/admin/refund_refuse': operator,
  'POST /api/admin/refund_receive': operator,
  'GET /api/admin/dispute': operator,
  'POST /api/admin/dispute_answer': operator,
  'POST /api/admin/dispute_decide': operator,
  'POST /api/admin/staff_invite': operator,
  'POST /api/admin/staff_invitation_revoke': operator,
  'POST /api/admin/staff_shops': operator,
  'POST /api/admin/staff_remove': operator,
  'GET /api/admin/buyer': operator,
  'GET /api/admin/buyer_ledger': operator,
  'POST /api/admin/buyer_disable': operator,
  'POST /api/admin/buyer_enable': operator,
  'POST /api/admin/category_save': operator,
  'POST /api/admin/category_delete': operator,
  'GET /api/admin/shop': operator,
  'POST /api/admin/shop_save': operator,
  'GET /api/admin/products': operator,
  'GET /api/admin/product': operator,
  'POST /api/admin/product_save': operator,
  'GET /api/admin/translations': operator,
  'POST /api/admin/translation_save': operator,
  'POST /api/admin/product_shelf': operator,
  'POST /api/admin/sku_save': operator,
  // Passkeys (decision 054): a buyer removes only their own; the console's are its session's own.
  'POST /api/user/passkey_remove': own((ids) => ({ method: 'POST', body: { id: ids.passkey } })),
  'POST /api/admin/passkey_remove': operator,
  // A passkey's answer carries the authenticator's credential `id`: checked against its owner by the server's
  // passkey check (modules/passkeys/assertion.ts), never a row id a caller picks.
  'POST /api/user/passkey_login': catalogue,
  'POST /api/user/passkey_register': catalogue,
  'POST /api/admin/passkey_sign_in': catalogue,
  'POST /api/admin/passkey_register': operator,
};

const ID_NAME = /(^|_)ids?$/;

/** Names in a JSON schema's properties, at any depth. */
function propertyNames(schema: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((part) => propertyNames(part, into));
  else if (schema && typeof schema === 'object') {
    const node = schema as Record<string, unknown>;
    if (node.properties && typeof node.properties === 'object') {
      for (const name of Object.keys(node.properties)) into.add(name);
    }
    for (const value of Object.values(node)) propertyNames(value, into);
  }
  return into;
}

/** Every registered route whose query or body takes an id. */
export function routesTakingIds(app: App): string[] {
  return operationsOf(app)
    .filter(({ query, body }) => [...query, ...propertyNames(body)].some((name) => ID_NAME.test(name)))
    .map(({ method, path }) => `${method} ${path}`)
    .sort();
}
