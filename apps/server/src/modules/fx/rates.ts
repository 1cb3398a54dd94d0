import {
  CURRENCY_CODES,
  CURRENCY_COOKIE,
  SETTLEMENT_CURRENCY,
  displayCurrencyOf,
  isCurrencyCode,
  type FxRate,
  type OrderFx,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { fxRates } from '../../db/schema/index.js';
import { readCookie } from '../../lib/cookies.js';

const order = new Map(CURRENCY_CODES.map((code, n) => [code, n]));

/** Every display currency's rate per dollar, with its time and source, in the contract's order of currencies. */
export async function listRates(db: Database): Promise<FxRate[]> {
  const rows = await db.select().from(fxRates);
  return rows
    .filter((row) => isCurrencyCode(row.currency))
    .sort((a, b) => order.get(a.currency)! - order.get(b.currency)!)
    .map((row) => ({
      currency: row.currency,
      rate: row.rate,
      set_at: row.setAt.toISOString(),
      source: row.source,
    }));
}

/**
 * What an order keeps of its buyer's display currency (decision 039): the rate and its time as they are when the
 * order is placed, so the order, its refunds and any later credit are estimated at that rate, not today's. Null for
 * a buyer reading dollars, and for a currency without a rate (no estimate is shown then).
 */
export function orderFxOf(rates: readonly FxRate[], buyer: { currency: string | null; lang: string }): OrderFx {
  const currency = displayCurrencyOf(buyer.currency, buyer.lang);
  if (currency === SETTLEMENT_CURRENCY) return null;
  const rate = rates.find((r) => r.currency === currency);
  return rate ? { currency, rate: rate.rate, set_at: rate.set_at } : null;
}

/**
 * The display currency the buyer is looking at as they order: the one chosen on this device (the `currency`
 * cookie the app keeps, as it keeps the language), else the account's, else the language of the request's screen
 * (its Accept-Language), as the app's `displayCurrency` picks it.
 */
export function currencyOfRequest(request: {
  headers: { cookie?: string };
  user?: { currency: string | null } | null;
  lang: string;
}): { currency: string | null; lang: string } {
  const onThisDevice = readCookie(request.headers.cookie, CURRENCY_COOKIE);
  const currency = isCurrencyCode(onThisDevice) ? onThisDevice : (request.user?.currency ?? null);
  return { currency, lang: request.lang };
}
