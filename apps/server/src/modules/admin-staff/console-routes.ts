/**
 * What a shop's staff get on every console route (decision 046): staff of shop A, on shop B's rows and on the platform's
 * own desks. The table lists EVERY route under /api/admin/ the app registers: a new route fails this test until it
 * is given its line here.
 * - `anyone`: no session needed (signing in, the accept page's calls).
 * - `self`: a console session of either kind, about itself (`answers`: what a call with no body gets once it reaches
 *   the route, where the body must come from the browser, as a passkey's does; 200 otherwise).
 * - `platform`: operators only: staff get 403 before anything runs.
 * - `row`: one shop's row: staff of A get 404 on B's (as if it did not exist) and reach A's; the platform reaches both.
 * - `list`: staff of A see A's rows only; the platform sees both shops'.
 */
export type Side = {
  order: number;
  shipped: number;
  refund: number;
  sn: string;
  proof: string;
  dispute: number;
  question: number;
  waiting: number;
  message: number;
};
export type Request = { query?: Record<string, string>; body?: unknown };
export type Rule =
  | { who: 'anyone' | 'platform' }
  | { who: 'self'; answers?: number }
  | { who: 'row'; request: (side: Side) => Request }
  | {
      who: 'list';
      request: Request;
      shown: (answer: { status: number; body: Record<string, unknown>; text: string }) => string[];
    };

const orderIds = (a: { body: Record<string, unknown> }) =>
  ((a.body.data as { list: { id: number }[] }).list ?? []).map((row) => `order:${row.id}`);
const refundIds = (a: { body: Record<string, unknown> }) =>
  ((a.body.data as { list: { id: number }[] }).list ?? []).map((row) => `refund:${row.id}`);
const conversationIds = (a: { body: Record<string, unknown> }) =>
  ((a.body.data as { list: { order_id: number }[] }).list ?? []).map((row) => `order:${row.order_id}`);
const questionIds = (a: { body: Record<string, unknown> }) =>
  ((a.body.data as { list: { id: number }[] }).list ?? []).map((row) => `question:${row.id}`);
const disputeIds = (a: { body: Record<string, unknown> }) =>
  ((a.body.data as { list: { id: number }[] }).list ?? []).map((row) => `dispute:${row.id}`);

export const ROUTES: Record<string, Rule> = {
  'POST /api/admin/sign_in': { who: 'anyone' },
  'POST /api/admin/staff_invitation': { who: 'anyone' },
  'POST /api/admin/staff_accept': { who: 'anyone' },
  'GET /api/admin/me': { who: 'self' },
  'POST /api/admin/sign_out': { who: 'self' },
  // Passkeys (decision 054): sign-in for anyone; managing them and the operators' rule, the platform's.
  'POST /api/admin/passkey_sign_in_options': { who: 'anyone' },
  'POST /api/admin/passkey_sign_in': { who: 'anyone' },
  'GET /api/admin/notice_settings': { who: 'platform' },
  'POST /api/admin/notice_settings_save': { who: 'platform' },
  'GET /api/admin/passkeys': { who: 'self' },
  'POST /api/admin/passkey_register_options': { who: 'self' },
  'POST /api/admin/passkey_register': { who: 'self', answers: 400 },
  'POST /api/admin/passkey_remove': { who: 'self', answers: 400 },
  'GET /api/admin/passkey_settings': { who: 'platform' },
  'POST /api/admin/passkey_settings': { who: 'platform' },
  // The shop's side: their orders and refunds.
  'GET /api/admin/orders': { who: 'list', request: { query: { limit: '50' } }, shown: orderIds },
  'GET /api/admin/order_export': {
    who: 'list',
    request: {},
    shown: (a) => [...a.text.matchAll(/^(\d{10,})\b/gm)].map((m) => `sn:${m[1]}`),
  },
  'GET /api/admin/order': { who: 'row', request: (s) => ({ query: { id: String(s.order) } }) },
  'POST /api/admin/order_ship': {
    who: 'row',
    request: (s) => ({ body: { id: s.order, carrier: 'DHL', tracking_no: `T${s.order}` } }),
  },
  'POST /api/admin/order_logistics': {
    who: 'row',
    request: (s) => ({ body: { id: s.shipped, stage: 'in_transit', text: 'Left the hub' } }),
  },
  'GET /api/admin/refunds': { who: 'list', request: { query: { limit: '50' } }, shown: refundIds },
  'POST /api/admin/refund_approve': { who: 'row', request: (s) => ({ body: { id: s.refund } }) },
  'POST /api/admin/refund_refuse': { who: 'row', request: (s) => ({ body: { id: s.refund, reason: 'No' } }) },
  'POST /api/admin/refund_receive': { who: 'row', request: (s) => ({ body: { id: s.refund } }) },
  // Their cases: read them and answer them (decision 044); deciding stays the platform's.
  'GET /api/admin/disputes': { who: 'list', request: { query: { limit: '50' } }, shown: disputeIds },
  'GET /api/admin/dispute': { who: 'row', request: (s) => ({ query: { id: String(s.dispute) } }) },
  'POST /api/admin/dispute_answer': {
    who: 'row',
    request: (s) => ({ body: { id: s.dispute, statement: 'It left us whole.' } }),
  },
  // Their questions and conversations (decision 047); hiding a message is the platform's.
  'GET /api/admin/questions': { who: 'list', request: { query: { limit: '50' } }, shown: questionIds },
  'POST /api/admin/question_answer': {
    who: 'row',
    request: (s) => ({ body: { id: s.question, answer: 'Yes, it does.' } }),
  },
  'GET /api/admin/conversations': { who: 'list', request: { query: { limit: '50' } }, shown: conversationIds },
  'GET /api/admin/conversation': { who: 'row', request: (s) => ({ query: { order_id: String(s.order) } }) },
  'POST /api/admin/conversation_send': { who: 'row', request: (s) => ({ body: { order_id: s.order, body: 'Hello' } }) },
  'POST /api/admin/conversation_read': {
    who: 'row',
    request: (s) => ({ body: { order_id: s.order, up_to: s.message } }),
  },
  // Pictures for a shop's evidence (a case's answer); the catalogue's writes that would use one are the platform's.
  'POST /api/admin/upload': { who: 'self' },
  // The platform's own: money, buyers, the catalogue, settings, staff.
  ...Object.fromEntries(
    [
      'GET recharges',
      'POST recharge_pass',
      'POST recharge_refuse',
      'POST recharge_reorg_settle',
      'GET withdrawals',
      'POST withdrawal_pass',
      'POST withdrawal_refuse',
      'POST withdrawal_reveal',
      'GET networks',
      'POST network_save',
      'GET receiving_accounts',
      'POST receiving_account_save',
      'GET wallet_settings',
      'POST wallet_settings_save',
      'GET withdrawal_limits',
      'POST withdrawal_limits_save',
      'POST destination_release',
      'POST balance_adjust',
      'GET ledger_check',
      'POST order_close',
      'GET freight',
      'POST freight_save',
      'GET promo_codes',
      'POST promo_code_save',
      'GET customs_destinations',
      'POST customs_destination_save',
      'GET buyers',
      'GET buyer',
      'GET buyer_ledger',
      'POST buyer_disable',
      'POST buyer_enable',
      'GET dashboard',
      'GET texts',
      'GET text',
      'POST text_save',
      'GET categories',
      'POST category_save',
      'POST category_delete',
      'GET shops',
      'GET shop',
      'POST shop_save',
      'GET products',
      'GET product',
      'POST product_save',
      'POST product_shelf',
      'POST sku_save',
      'GET translations',
      'POST translation_save',
      'GET staff',
      'GET staff_invitations',
      'POST staff_invite',
      'POST staff_invitation_revoke',
      'POST staff_shops',
      'POST staff_remove',
      'GET fx_rates',
      'POST fx_rate_save',
      'POST fx_rates_import',
      'POST dispute_decide',
      'GET dispute_settings',
      'POST dispute_settings_save',
      'GET protection_settings',
      'POST protection_settings_save',
      'POST order_customs_id',
      'POST message_hide',
    ].map((line) => {
      const [method, name] = line.split(' ');
      return [`${method} /api/admin/${name}`, { who: 'platform' } as Rule];
    }),
  ),
};
