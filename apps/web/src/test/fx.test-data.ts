import { FxApi, type FxRatesData } from '@tradewind/contract';
import { ok } from './fake-http';

/** Today's rates as GET /api/fx/rates answers them (units per US dollar), for the tests of every screen with money. */
export const RATES: FxRatesData = {
  list: [
    { currency: 'KRW', rate: '1389.52', set_at: '2026-11-27T16:00:00.000Z', source: 'ecb' },
    { currency: 'EUR', rate: '0.8623', set_at: '2026-11-27T16:00:00.000Z', source: 'ecb' },
    { currency: 'JPY', rate: '155', set_at: '2026-11-27T16:00:00.000Z', source: 'ecb' },
    { currency: 'TWD', rate: '31.36', set_at: '2026-11-26T09:00:00.000Z', source: 'manual' },
  ],
};

/** The fake server's route for today's rates: spread into fakeHttp's routes. */
export const ratesRoute = (data: FxRatesData = RATES) => ({ [`GET ${FxApi.rates}`]: ok(data) });
