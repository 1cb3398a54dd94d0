import { z } from 'zod';
import { V, positiveBigId, requiredText } from '../validation.js';
import { moneyOrZero } from '../wallet/schemas.js';

/** Buyer protection and the late-delivery credit (decision 045); the paths are in protection-paths.ts. */
export const PROTECTION_REASON_MAX = 300;
export const ProtectionExtendBody = z.object({
  id: positiveBigId,
  reason: requiredText(PROTECTION_REASON_MAX, { multiline: true }),
});
export type ProtectionExtendBody = z.input<typeof ProtectionExtendBody>;

export const ProtectionExtension = z.object({
  days: z.number().int(),
  /** The buyer's words, shown as text. */
  reason: z.string(),
  created_at: z.string(),
});
export type ProtectionExtension = z.infer<typeof ProtectionExtension>;

/** What an order says about its buyer's recourse, on the order list and the order screen. */
export const OrderProtection = z.object({
  /** When the order is received automatically; null before delivery and once received. */
  ends_at: z.string().nullable(),
  /** A refund request stopped the clock at this moment (the time left is `ends_at` − `paused_at`). */
  paused_at: z.string().nullable(),
  /** Days the buyer may extend it by now; null when they may not (already extended, ended, not delivered). */
  extend_days: z.number().int().nullable(),
  extension: ProtectionExtension.nullable(),
  /** The last moment a refund may be asked for, counted from delivery by the shop's return days; null before it. */
  returns_until: z.string().nullable(),
  /** Not delivered by the promised window's last day: how late, and what the buyer's wallet was credited. */
  late: z.object({ days: z.number().int(), credited_cents: z.number().int() }).nullable(),
});
export type OrderProtection = z.infer<typeof OrderProtection>;
/** An order with none of it: not delivered yet, or cancelled. */
export const NO_PROTECTION: OrderProtection = {
  ends_at: null,
  paused_at: null,
  extend_days: null,
  extension: null,
  returns_until: null,
  late: null,
};

const days = (min: number, max: number) =>
  z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(min, { error: V.invalid })
    .max(max, { error: V.invalid });
export const PROTECTION_DAYS = { min: 1, max: 90 } as const;
export const protectionDays = days(PROTECTION_DAYS.min, PROTECTION_DAYS.max);

/** The late credit's rule: this share of the order's goods (basis points), at least and at most these cents. */
export interface LateCreditRule {
  rate_bps: number;
  min_cents: number;
  max_cents: number;
}
export const lateCreditCents = (goodsCents: number, rule: LateCreditRule) =>
  Math.min(rule.max_cents, Math.max(rule.min_cents, Math.floor((goodsCents * rule.rate_bps + 5_000) / 10_000)));

export const ProtectionSettings = z.object({
  extension_days: z.number().int(),
  late_credit: z.object({ rate_bps: z.number().int(), min_cents: z.number().int(), max_cents: z.number().int() }),
});
export type ProtectionSettings = z.infer<typeof ProtectionSettings>;
export const ProtectionSettingsBody = z
  .object({
    extension_days: protectionDays,
    rate_bps: days(0, 10_000),
    late_min: moneyOrZero,
    late_max: moneyOrZero,
  })
  .superRefine((body, ctx) => {
    if (body.late_max < body.late_min) ctx.addIssue({ code: 'custom', path: ['late_max'], message: V.invalid });
  });
export type ProtectionSettingsBody = z.input<typeof ProtectionSettingsBody>;
