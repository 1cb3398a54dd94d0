import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminFxApi, AdminFxRatesData, FxImportBody, FxImportData, FxRateSaveBody } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { adminRates, importEcbDaily, saveRate } from '../fx/desk.js';

const tags = ['admin: exchange rates'];
const operator = { auth: 'operator' as const };

/**
 * The operator's exchange rates (decision 039): the table with each rate's time, source and staleness; one rate set
 * by hand; a whole table imported from the ECB's daily file. Each write records who made it, and empties this
 * process's shared answers, so buyers here see the new rates at once (others within two seconds).
 */
export const adminFxRoutes: FastifyPluginAsyncZod<{ staleHours: number }> = async (app, { staleHours }) => {
  const table = async () => ({ list: await adminRates(app.db, staleHours), stale_after_hours: staleHours });

  app.get(
    AdminFxApi.rates,
    {
      config: operator,
      schema: {
        summary: 'List every display currency with its rate, its time and whether it is stale',
        tags,
        response: responses(AdminFxRatesData),
      },
    },
    async (_req, reply) => reply.ok(await table()),
  );
  app.post(
    AdminFxApi.rateSave,
    {
      config: operator,
      schema: {
        summary: "Set one currency's rate per dollar by hand, true from now",
        tags,
        body: FxRateSaveBody,
        response: responses(AdminFxRatesData),
      },
    },
    async (req, reply) => {
      await saveRate(app.db, req.user!.id, req.body.currency, req.body.rate);
      return reply.ok(await table(), 'success.saved');
    },
  );
  app.post(
    AdminFxApi.ratesImport,
    {
      config: operator,
      schema: {
        summary: "Import a whole table from the European Central Bank's daily rates file (XML)",
        tags,
        body: FxImportBody,
        response: responses(FxImportData),
      },
    },
    async (req, reply) => {
      const imported = await importEcbDaily(app.db, req.user!.id, req.body.xml);
      return reply.ok({ ...imported, ...(await table()) }, 'success.saved');
    },
  );
};
