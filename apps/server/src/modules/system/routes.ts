import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schema.js';
import { healthRoutes } from './health-routes.js';

/** GET /api/ping: no database, no auth; the trivial route the benchmarks compare against. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ping',
    {
      schema: {
        summary: 'Answer pong, touching neither database nor session',
        tags: ['system'],
        response: responses(z.object({ pong: z.literal(true) })),
      },
    },
    async (_req, reply) => reply.ok({ pong: true as const }),
  );
  await app.register(healthRoutes);
};
