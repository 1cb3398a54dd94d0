import { z } from 'zod';
import { CurrencyCodeSchema } from '../money/schemas.js';
import { RATE_PATTERN } from '../money/convert.js';
import { CUSTOMS_STATUSES, MAX_DUTY_BPS, MAX_TAX_BPS, TAX_KINDS, VALUE_BASES } from './rules.js';

const bps = (max: number) => z.number().int().min(0).max(max);

/** A destination's rules on the wire (`CustomsRule`): duty rates keyed by category slug. */
export const CustomsRuleSchema = z.object({
  country: z.string(),
  threshold_minor: z.number().int().min(0),
  threshold_currency: CurrencyCodeSchema,
  tax_kind: z.enum(TAX_KINDS),
  tax_bps: bps(MAX_TAX_BPS),
  tax_below_threshold: z.boolean(),
  value_basis: z.enum(VALUE_BASES),
  default_duty_bps: bps(MAX_DUTY_BPS),
  duty_bps: z.record(z.string(), bps(MAX_DUTY_BPS)),
});

/**
 * GET /api/customs/destination: where the buyer's default address is, the rules kept for that country and the rate
 * of its threshold's currency, for the product page to work out a landed cost with `landedCost` itself.
 */
export const CustomsDestinationData = z.object({
  country: z.string().nullable(),
  rule: CustomsRuleSchema.nullable(),
  threshold_rate: z.string().regex(RATE_PATTERN).nullable(),
});
export type CustomsDestinationData = z.infer<typeof CustomsDestinationData>;

/** Import duty and VAT/GST to the address's country, paid with the order (decision 040); 0 when not estimated. */
export const ImportCharges = z.object({ import_duty_cents: z.number().int(), import_tax_cents: z.number().int() });

/** A checkout's customs: where it goes, whether duties were estimated, and what the destination calls its tax. */
export const CheckoutCustoms = z.object({
  country: z.string().nullable(),
  status: z.enum(CUSTOMS_STATUSES),
  tax_kind: z.enum(TAX_KINDS).nullable(),
});
export type CheckoutCustoms = z.infer<typeof CheckoutCustoms>;

/**
 * What an order keeps of its customs (orders.customs): the rules and rate it was priced with and each line's duty,
 * so a later change of the rules changes no order and a refund gives back its lines' share. Null on orders placed
 * before duties existed.
 */
export const OrderCustoms = CheckoutCustoms.extend({
  rule: CustomsRuleSchema.nullable(),
  threshold_rate: z.string().nullable(),
  below_threshold: z.boolean(),
  lines: z.array(z.object({ sku_id: z.number().int(), duty_cents: z.number().int() })),
}).nullable();
export type OrderCustoms = z.infer<typeof OrderCustoms>;

/** The console's destination: its rules, where its figures come from, and when they were last changed. */
export const AdminCustomsDestination = CustomsRuleSchema.extend({
  source: z.string(),
  updated_at: z.string(),
});
export type AdminCustomsDestination = z.infer<typeof AdminCustomsDestination>;
export const AdminCustomsDestinations = z.object({ list: z.array(AdminCustomsDestination) });
