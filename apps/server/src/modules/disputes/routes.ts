import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Dispute,
  DisputeApi,
  DisputeDetailData,
  DisputeDetailQuery,
  DisputeOpenBody,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { disputeOfOrder, openDispute } from './buyer-cases.js';

const user = { auth: 'user' as const };
const tags = ['disputes'];

/** The buyer's side of a case: take a refused refund to Tradewind, and read the case. */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DisputeApi.detail,
    {
      config: user,
      schema: {
        summary: "Read an order's case with Tradewind, or until when its refused refund may be taken there",
        tags,
        querystring: DisputeDetailQuery,
        response: responses(DisputeDetailData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await disputeOfOrder(app.db, req.user!.id, req.query.order_id)),
  );
  app.post(
    DisputeApi.open,
    {
      config: user,
      schema: {
        summary: 'Take a refund the shop refused to Tradewind, with a statement and pictures',
        tags,
        body: DisputeOpenBody,
        response: responses(Dispute),
        errors: [
          ErrorKey.NotFound,
          ErrorKey.DisputeExists,
          ErrorKey.DisputeNotRefused,
          ErrorKey.DisputeWindowClosed,
          ErrorKey.OrderState,
        ],
      },
    },
    async (req, reply) =>
      reply.ok(await app.db.transaction((tx) => openDispute(tx, req.user!.id, req.body)), 'success.disputeOpened'),
  );
};
