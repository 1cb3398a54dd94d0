import { useQuery } from '@tanstack/react-query';
import { FxApi, type FxRatesData } from '@tradewind/contract';
import { http } from './http';

export const FX_RATES_KEY = ['fx', 'rates'] as const;

/** Silent: without rates the dollars stand alone, no reason for an error toast. */
const getFxRates = () => http.get<FxRatesData>(FxApi.rates, { silent: true });

/**
 * Today's rates, one query for every estimate on screen. The first screen finds them in its HTML (first
 * answers), so they cost it no request; a dollar buyer never asks.
 */
export function useFxRates(enabled: boolean) {
  return useQuery({ queryKey: FX_RATES_KEY, queryFn: getFxRates, enabled, staleTime: 10 * 60_000 });
}
