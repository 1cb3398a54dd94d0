import { z } from 'zod';
import { PageQuery } from '../catalogue/schemas.js';
import { V, optionalText, positiveBigId, queryBigId, requiredText } from '../validation.js';
import { OrderStateCount } from './dashboard.js';

/** The operator's buyer desk (docs/architecture.md §8). A balance adjustment is `AdminWalletApi.balanceAdjust`. */
export const AdminBuyerApi = {
  buyers: '/api/admin/buyers',
  buyer: '/api/admin/buyer',
  ledger: '/api/admin/buyer_ledger',
  disable: '/api/admin/buyer_disable',
  enable: '/api/admin/buyer_enable',
} as const;

export const BuyersV = { operatorProtected: 'validation.operatorProtected' } as const;

export const BUYER_STATES = ['all', 'enabled', 'disabled'] as const;
export type BuyerState = (typeof BUYER_STATES)[number];

/** `keyword` matches the id, account, name, email or mobile number. */
export const AdminBuyerQuery = PageQuery.extend({
  keyword: optionalText(64).optional(),
  state: z.enum(BUYER_STATES, { error: V.invalid }).default('all'),
});
export type AdminBuyerQuery = z.input<typeof AdminBuyerQuery>;

export const AdminBuyerIdQuery = z.object({ id: queryBigId });
export const AdminBuyerLedgerQuery = PageQuery.extend({ id: queryBigId });
export const BuyerDisableBody = z.object({ id: positiveBigId, reason: requiredText(200, { multiline: true }) });
export const BuyerEnableBody = z.object({ id: positiveBigId });

export const AdminBuyerRow = z.object({
  id: z.number().int(),
  account: z.string(),
  /** Given and family name, as the buyer entered them. */
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  balance_cents: z.number().int(),
  created_at: z.string(),
  /** When the newest session still on record began; null once all have ended (logout, expiry). */
  last_login_at: z.string().nullable(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
});
export type AdminBuyerRow = z.infer<typeof AdminBuyerRow>;

export const AdminBuyerDetail = AdminBuyerRow.extend({
  family_name: z.string(),
  given_name: z.string(),
  lang: z.string(),
  has_pay_password: z.boolean(),
  disabled_reason: z.string().nullable(),
  orders: z.object({ total: z.number().int(), by_status: z.array(OrderStateCount) }),
});
export type AdminBuyerDetail = z.infer<typeof AdminBuyerDetail>;
