import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
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
import { orders } from '../../db/schema/index.js';
import { consoleScopeOf, inScope } from '../admin-session/console-scope.js';
import { assertRefundInScope } from './refund-scope.js';
import { adminRefunds, approveRefund, decideRefund, receiveReturn, refuseRefund } from '../aftersale/refunds.js';

const tags = ['admin: after-sale'];
/** Operators, and a shop's staff narrowed to their shops' refunds (404 for another shop's). */
const consoleUsers = { auth: 'console' as const };

/**
 * The refund desk: approve, refuse with a reason, confirm the returned goods. Each decided once. A shop's staff decide
 * their shops' refunds.
 */
export const adminAfterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (req: FastifyRequest) => consoleScopeOf(app.db, req.user);
  const decided = async (req: FastifyRequest, id: number, decide: Parameters<typeof decideRefund>[1]) => {
    await assertRefundInScope(app.db, await scopeOf(req), id);
    return decideRefund(app.db, decide);
  };
  app.get(
    AdminAfterSaleApi.refunds,
    {
      config: consoleUsers,
      schema: {
        summary: 'List refund requests by state',
        tags,
        querystring: AdminRefundQuery,
        response: responses(pageOf(AdminRefund)),
      },
    },
    async (req, reply) => reply.ok(await adminRefunds(app.db, req.query, inScope(await scopeOf(req), orders.shopId))),
  );
  app.post(
    AdminAfterSaleApi.approve,
    {
      config: consoleUsers,
      schema: {
        summary: 'Approve a refund: paid back at once, or once the goods are back',
        tags,
        body: DecideBody,
        response: responses(Refund),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) =>
      reply.ok(await decided(req, req.body.id, (tx) => approveRefund(tx, req.user!.id, req.body.id)), 'success.passed'),
  );
  app.post(
    AdminAfterSaleApi.refuse,
    {
      config: consoleUsers,
      schema: {
        summary: 'Refuse a refund with a reason',
        tags,
        body: RefuseBody,
        response: responses(Refund),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided, ErrorKey.OrderState],
      },
    },
    async (req, reply) =>
      reply.ok(
        await decided(req, req.body.id, (tx) => refuseRefund(tx, req.user!.id, req.body.id, req.body.reason)),
        'success.refused',
      ),
  );
  app.post(
    AdminAfterSaleApi.receive,
    {
      config: consoleUsers,
      schema: {
        summary: 'Confirm the returned goods arrived and pay the refund back',
        tags,
        body: DecideBody,
        response: responses(Refund),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) =>
      reply.ok(await decided(req, req.body.id, (tx) => receiveReturn(tx, req.user!.id, req.body.id)), 'success.passed'),
  );
};
