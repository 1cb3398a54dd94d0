import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCustomsApi,
  AdminCustomsDestination,
  AdminCustomsDestinations,
  CustomsDestinationSaveBody,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { listDestinations, saveDestination } from './destinations.js';

const operator = { auth: 'operator' as const };
const tags = ['admin: customs'];

/** The operator's customs rules per destination (decision 040): list them, edit or add one. */
export const adminCustomsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminCustomsApi.list,
    {
      config: operator,
      schema: {
        summary: 'List the destinations and their customs rules',
        tags,
        response: responses(AdminCustomsDestinations),
      },
    },
    async (_req, reply) => reply.ok(await listDestinations(app.db)),
  );
  app.post(
    AdminCustomsApi.save,
    {
      config: operator,
      schema: {
        summary: "Save a destination's threshold, import tax and duty rates",
        tags,
        body: CustomsDestinationSaveBody,
        response: responses(AdminCustomsDestination),
      },
    },
    async (req, reply) => reply.ok(await saveDestination(app.db, req.body), 'success.saved'),
  );
};
