import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalogue/constants.js';
import { minorUnitsOf } from '../money/currencies.js';
import { CurrencyCodeSchema } from '../money/schemas.js';
import { CountryCode } from '../orders/address-schemas.js';
import { V, optionalText, textInput } from '../validation.js';
import { MAX_DUTY_BPS, MAX_TAX_BPS, TAX_KINDS, VALUE_BASES } from './rules.js';

const bps = (max: number) =>
  z.number({ error: V.invalid }).int({ error: V.invalid }).min(0, { error: V.invalid }).max(max, { error: V.invalid });

/** "150", "150.00" or "10000": an amount in a currency's own unit, with no more decimals than it has. */
const THRESHOLD = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** "150.00" in EUR → 15000 euro cents, "10000" in JPY → 10000 yen; null when the currency has fewer decimals. */
export function thresholdMinor(text: string, currency: z.infer<typeof CurrencyCodeSchema>): number | null {
  if (!THRESHOLD.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const digits = minorUnitsOf(currency);
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/**
 * The operator's edit of a destination (or a new one): every rule at once. The threshold is typed in its own
 * currency ("150.00" EUR, "10000" JPY); rates in basis points; a category left out pays the default duty rate.
 */
export const CustomsDestinationSaveBody = z
  .object({
    country: CountryCode,
    threshold: textInput({ error: V.invalid }).trim(),
    threshold_currency: CurrencyCodeSchema,
    tax_kind: z.enum(TAX_KINDS, { error: V.invalid }),
    tax_bps: bps(MAX_TAX_BPS),
    tax_below_threshold: z.boolean({ error: V.invalid }),
    value_basis: z.enum(VALUE_BASES, { error: V.invalid }),
    default_duty_bps: bps(MAX_DUTY_BPS),
    duty_bps: z.partialRecord(z.enum(CATEGORY_SLUGS, { error: V.invalid }), bps(MAX_DUTY_BPS)),
    source: optionalText(1_000, { multiline: true }),
  })
  .refine((b) => thresholdMinor(b.threshold, b.threshold_currency) !== null, {
    error: V.invalid,
    path: ['threshold'],
  });
export type CustomsDestinationSaveBody = z.input<typeof CustomsDestinationSaveBody>;
