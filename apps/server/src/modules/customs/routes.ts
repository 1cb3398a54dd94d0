import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomsApi, CustomsDestinationData } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { shipToOf } from './destination.js';

/**
 * The buyer's destination for the product page's one line ("Ships to Korea · duties included"): the country of the
 * default address, its rules and rate, from which the page works out the landed cost itself (decision 040).
 */
export const customsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CustomsApi.destination,
    {
      config: { auth: 'user' },
      schema: {
        summary: "The customs rules of the buyer's default address's country",
        tags: ['customs'],
        response: responses(CustomsDestinationData),
      },
    },
    async (req, reply) => reply.ok((await shipToOf(app.db, req.user!.id, undefined)).destination),
  );
};
