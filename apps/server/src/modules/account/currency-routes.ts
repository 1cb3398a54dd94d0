import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FxApi, SetCurrencyData, SetCurrencyQuery } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { setDisplayCurrency } from './display-currency.js';

/**
 * GET /api/user/set_currency?currency=KRW, as set_language: kept on the account when a token comes with the call;
 * a visitor's choice lives in the `currency` cookie the app sets (decision 039). Estimates only: nothing is ever
 * charged in it.
 */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FxApi.setCurrency,
    {
      config: { auth: 'optional' },
      schema: {
        summary: 'Choose the currency estimates are shown in (kept on the account when logged in)',
        tags: ['language'],
        querystring: SetCurrencyQuery,
        response: responses(SetCurrencyData),
      },
    },
    async (req, reply) => {
      if (req.user) {
        await setDisplayCurrency(app.db, req.user, req.query.currency);
        // A GET that writes: the user memory forgets only after other methods by itself (plugins/user-memory.ts).
        app.userMemory.forgetUser(req.user.id);
      }
      return reply.ok({ currency: req.query.currency }, 'success.currencyChanged');
    },
  );
};
