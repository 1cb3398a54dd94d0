import { z } from 'zod';
import { V, textInput } from '../validation.js';
import { CURRENCY_CODES, SETTLEMENT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import { RATE_PATTERN } from '../money/convert.js';

/**
 * The operator's exchange rates (decision 039): each display currency's rate per US dollar with the time it was set
 * and where it came from; one edited by hand, or a whole table imported from the European Central Bank's daily file.
 */
export const AdminFxApi = {
  rates: '/api/admin/fx_rates',
  rateSave: '/api/admin/fx_rate_save',
  ratesImport: '/api/admin/fx_rates_import',
} as const;

/** Every display currency but the dollar, which is the price itself: the currencies that need a rate. */
export const RATED_CURRENCIES = CURRENCY_CODES.filter((code) => code !== SETTLEMENT_CURRENCY) as [
  CurrencyCode,
  ...CurrencyCode[],
];
/** How long a rate stays fresh in the console unless FX_STALE_HOURS says otherwise. */
export const DEFAULT_FX_STALE_HOURS = 48;
/** Characters of an uploaded rates file: the ECB's daily file is under 2,000; its 90-day history is larger than this. */
export const MAX_FX_FILE_LENGTH = 40_000;

const RATE_ERROR = 'validation.rate';
/** Not a daily reference rates file of the European Central Bank: refused whole, nothing changed. */
export const FX_FILE_ERROR = 'validation.ratesFile';

/** A rate as typed: a decimal with a dot, above 0 (units of the currency per one US dollar). */
export const RateInput = textInput({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .regex(RATE_PATTERN, { error: RATE_ERROR })
  .refine((rate) => /[1-9]/.test(rate), { error: RATE_ERROR });

export const FxRateSaveBody = z.object({
  currency: z.enum(RATED_CURRENCIES, { error: V.invalid }),
  rate: RateInput,
});
export type FxRateSaveBody = z.infer<typeof FxRateSaveBody>;

/** The file's text, read in the console: an ECB daily reference rates file (eurofxref-daily.xml). */
export const FxImportBody = z.object({
  xml: textInput({ error: V.required, multiline: true })
    .min(1, { error: V.required })
    .max(MAX_FX_FILE_LENGTH, { error: V.tooLong }),
});
export type FxImportBody = z.infer<typeof FxImportBody>;

/** One display currency in the console: its rate, or nulls when none was ever set. */
export const AdminFxRow = z.object({
  currency: z.enum(RATED_CURRENCIES),
  rate: z.string().nullable(),
  set_at: z.string().nullable(),
  source: z.enum(['ecb', 'manual']).nullable(),
  /** The operator who set it; null for the shipped demo table. */
  set_by: z.string().nullable(),
  /** No rate, or one set longer ago than `stale_after_hours`. */
  stale: z.boolean(),
});
export type AdminFxRow = z.infer<typeof AdminFxRow>;

export const AdminFxRatesData = z.object({
  list: z.array(AdminFxRow),
  /** The age after which a rate is marked stale (FX_STALE_HOURS, 48 by default). */
  stale_after_hours: z.number().int(),
});
export type AdminFxRatesData = z.infer<typeof AdminFxRatesData>;

export const FxImportData = AdminFxRatesData.extend({
  /** The file's day (its Cube time), as YYYY-MM-DD. */
  date: z.string(),
  /** The display currencies the file carried, now at its rates. */
  updated: z.array(z.enum(RATED_CURRENCIES)),
  /** The display currencies it lacks (TWD, VND…), left as they were. */
  kept: z.array(z.enum(RATED_CURRENCIES)),
});
export type FxImportData = z.infer<typeof FxImportData>;
