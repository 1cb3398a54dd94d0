import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FxApi, FxRatesData } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { sharedRates } from './shared-rates.js';

/**
 * GET /api/fx/rates (decision 039): public, the same for everyone, so kept like the catalogue's shared answers and
 * cacheable for a minute; the first screen's HTML carries it too (plugins/web-app), so no screen waits for it.
 */
export const fxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FxApi.rates,
    {
      config: { auth: 'optional', cacheSeconds: 60 },
      schema: {
        summary: "List the exchange rates estimates in a buyer's own money are made with",
        tags: ['fx'],
        response: responses(FxRatesData),
      },
    },
    async (_req, reply) => reply.ok({ list: await sharedRates(app.sharedAnswers, app.db) }),
  );
};
