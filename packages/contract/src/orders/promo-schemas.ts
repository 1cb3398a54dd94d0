import { z } from 'zod';
import { PageQuery } from '../catalogue/schemas.js';
import { V, positiveId, searchKeyword, textInput } from '../validation.js';
import { amount, moneyOrZero } from '../wallet/schemas.js';
import { ShopRef } from './schemas.js';

/** The promo codes the operator keeps (docs/product.md §6), as the desk lists and saves them. */
export const PROMO_KINDS = ['amount', 'percent'] as const;
export const PromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Cents for 'amount', basis points for 'percent'. */
  value: z.number().int(),
  min_order_cents: z.number().int(),
  uses_left: z.number().int(),
  expires_at: z.string().nullable(),
  enabled: z.boolean(),
  /** A shop's own code (it takes off that shop's goods only); null: every shop's. */
  shop: ShopRef.pick({ id: true, name: true }).nullable(),
});
export type PromoCode = z.infer<typeof PromoCode>;
/** The promo desk: a page of codes, newest first, `keyword` matching part of the code. */
export const AdminPromoQuery = PageQuery.extend({ keyword: searchKeyword });
export type AdminPromoQuery = z.input<typeof AdminPromoQuery>;
export const PromoCodeSaveBody = z
  .object({
    id: positiveId.optional(),
    code: textInput({ error: V.required })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4,20}$/, { error: V.invalid }),
    /** 'amount': `amount` off (a decimal string); 'percent': `percent` off (1–90). */
    kind: z.enum(PROMO_KINDS, { error: V.invalid }),
    amount: amount.optional(),
    percent: z.number({ error: V.invalid }).int({ error: V.invalid }).min(1).max(90).optional(),
    min_order: moneyOrZero.default(0),
    uses_left: z.number({ error: V.invalid }).int({ error: V.invalid }).min(0).max(1_000_000),
    expires_at: z.iso.datetime({ error: V.invalid }).nullable().default(null),
    enabled: z.boolean({ error: V.invalid }).default(true),
    /** A shop's own code; null (or left out) for every shop. */
    shop_id: positiveId.nullable().default(null),
  })
  .refine((b) => (b.kind === 'amount' ? b.amount !== undefined : b.percent !== undefined), {
    error: V.required,
    path: ['amount'],
  });
