/**
 * The calls and the cookie of display currencies, apart from their schemas: the buyer's first screen uses them
 * without loading zod.
 */
export const FxApi = {
  rates: '/api/fx/rates',
  setCurrency: '/api/user/set_currency',
} as const;

/** The cookie a visitor's display currency lives in, as the language does in `lang`. */
export const CURRENCY_COOKIE = 'currency';
