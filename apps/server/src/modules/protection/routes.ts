import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorKey, OrderDetail, ProtectionApi, ProtectionExtendBody } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { orderDetail } from '../orders/views.js';
import { extendProtection } from './extend.js';

/** Buyer protection (decision 045): the buyer's one extension. */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ProtectionApi.extend,
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Extend an order’s buyer protection, once, before it ends',
        tags: ['orders'],
        body: ProtectionExtendBody,
        response: responses(OrderDetail),
        errors: [ErrorKey.NotFound, ErrorKey.ProtectionExtended, ErrorKey.ProtectionEnded],
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      await extendProtection(app.db, userId, req.body);
      return reply.ok(await orderDetail(app.db, req.body.id, userId), 'success.protectionExtended');
    },
  );
};
