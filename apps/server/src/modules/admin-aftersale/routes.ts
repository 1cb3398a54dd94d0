import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAfterSaleApi,
  AdminRefund,
  AdminRefundQuery,
  DecideBody,
  RefuseBody,
  Refund,
  pageOf,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { adminRefunds, approveRefund, decideRefund, receiveReturn, refuseRefund } from '../aftersale/refunds.js';

const tags = ['admin: after-sale'];
const operator = { auth: 'operator' as const };

/** The operator's refund desk: approve, refuse with a reason, confirm the returned goods. Each decided once. */
export const adminAfterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const decided = (decide: Parameters<typeof decideRefund>[1]) => decideRefund(app.db, decide);
  app.get(
    AdminAfterSaleApi.refunds,
    {
      config: operator,
      schema: {
        summary: 'List refund requests by state',
        tags,
        querystring: AdminRefundQuery,
        response: responses(pageOf(AdminRefund)),
      },
    },
    async (req, reply) => reply.ok(await adminRefunds(app.db, req.query)),
  );
  app.post(
    AdminAfterSaleApi.approve,
    {
      config: operator,
      schema: {
        summary: 'Approve a refund: paid back at once, or once the goods are back',
        tags,
        body: DecideBody,
        response: responses(Refund),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) =>
      reply.ok(await decided((tx) => approveRefund(tx, req.user!.id, req.body.id)), 'success.passed'),
  );
  app.post(
    AdminAfterSaleApi.refuse,
    {
      config: operator,
      schema: {
        summary: 'Refuse a refund with a reason',
        tags,
        body: RefuseBody,
        response: responses(Refund),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided, ErrorKey.OrderState],
      },
    },
    async (req, reply) =>
      reply.ok(await decided((tx) => refuseRefund(tx, req.user!.id, req.body.id, req.body.reason)), 'success.refused'),
  );
  app.post(
    AdminAfterSaleApi.receive,
    {
      config: operator,
      schema: {
        summary: 'Confirm the returned goods arrived and pay the refund back',
        tags,
        body: DecideBody,
        response: responses(Refund),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) =>
      reply.ok(await decided((tx) => receiveReturn(tx, req.user!.id, req.body.id)), 'success.passed'),
  );
};
