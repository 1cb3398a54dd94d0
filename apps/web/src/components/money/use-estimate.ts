import { createContext, useContext, useMemo } from 'react';
import { SETTLEMENT_CURRENCY, convertCents, type CurrencyCode, type OrderFx } from '@tradewind/contract';
import { useDisplayCurrency } from '@/api/display-currency';
import { useFxRates } from '@/api/get-fx-rates';
import { formatCurrency } from '@/i18n/format';

/** What dollars are estimated at: a currency, its rate per dollar and, for an order's own rate, when it was set. */
export type Estimate = { currency: CurrencyCode; rate: string; setAt: string | null };

/**
 * The rate of the order whose amounts are on screen (AtOrderRate): undefined outside an order, null for an order
 * placed without one (a dollar buyer, or before rates existed).
 */
export const OrderFxContext = createContext<OrderFx | undefined>(undefined);

/**
 * The one rule of which rate an amount is estimated at: an order's amounts at the rate of its moment, whatever
 * the buyer shows now; anything else (and an old order without a rate) at today's rate of the display currency;
 * nothing for dollars, nor while today's rates are not known.
 */
export function useEstimate(): Estimate | null {
  const orderFx = useContext(OrderFxContext);
  const currency = useDisplayCurrency();
  const fixed = orderFx && orderFx.currency !== SETTLEMENT_CURRENCY ? orderFx : null;
  const today = !fixed && currency !== SETTLEMENT_CURRENCY;
  const { data } = useFxRates(today);
  const todays = today ? data?.list.find((rate) => rate.currency === currency)?.rate : undefined;
  // One object while nothing changes: string forms (use-money-text.ts) keep their identity between renders.
  return useMemo(() => {
    if (fixed) return { currency: fixed.currency, rate: fixed.rate, setAt: fixed.set_at };
    return todays ? { currency, rate: todays, setAt: null } : null;
  }, [fixed, todays, currency]);
}

/** Dollars (cents) in the estimate's currency, as the user's language writes it: "₩72,241", "37,17 €". */
export const estimatedAmount = (cents: number, estimate: Estimate, signed = false): string =>
  formatCurrency(convertCents(cents, estimate.rate, estimate.currency), estimate.currency, signed);
