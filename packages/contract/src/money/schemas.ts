import { z } from 'zod';
import { V } from '../validation.js';
import { CURRENCY_CODES } from './currencies.js';
import { RATE_PATTERN } from './convert.js';

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES, { error: V.invalid });

/** One rate: units of `currency` per US dollar, when it was set, and whether it came from a file or a hand. */
export const FxRate = z.object({
  currency: CurrencyCodeSchema,
  rate: z.string().regex(RATE_PATTERN),
  set_at: z.string(),
  source: z.enum(['ecb', 'manual']),
});
export type FxRate = z.infer<typeof FxRate>;

/** GET /api/fx/rates: every display currency's rate (USD itself has none); answered in the first screen's HTML. */
export const FxRatesData = z.object({ list: z.array(FxRate) });
export type FxRatesData = z.infer<typeof FxRatesData>;

/**
 * The rate an order was placed at, in the display currency its buyer had then ("≈ €43.10 at the rate of 27 Nov"):
 * its refunds and later credits are shown at it too. Null for USD, and for orders placed before rates existed.
 */
export const OrderFx = z.object({ currency: CurrencyCodeSchema, rate: z.string(), set_at: z.string() }).nullable();
export type OrderFx = z.infer<typeof OrderFx>;

/** GET /api/user/set_currency?currency=KRW: kept on the account when logged in, and in a cookie as the language. */
export const SetCurrencyQuery = z.object({ currency: CurrencyCodeSchema });
export const SetCurrencyData = z.object({ currency: CurrencyCodeSchema });
