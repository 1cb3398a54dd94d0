import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAfterSaleApi,
  AdminRefund,
  AdminRefundQuery,
  DecideBody,
  RefuseBody,
  Refund,
  pageOf,
} from '@tradewind/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { responses } from '../../lib/route-schema.js';
import { adminRefunds, approveRefund, receiveReturn, refuseRefund, toRefund } from './refunds.js';
import type { Tx } from '../wallet/ledger.js';

const tags = ['admin: after-sale'];
const operator = { auth: 'operator' as const };

/** The operator's refund desk: approve, refuse with a reason, confirm the returned goods. Each decided once. */
export const adminAfterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const decided = async (decide: (tx: Tx) => Promise<{ orderId: number } & Parameters<typeof toRefund>[0]>) => {
    const row = await app.db.transaction(decide);
    const [order] = await app.db.select({ sn: orders.sn }).from(orders).where(eq(orders.id, row.orderId));
    return toRefund(row, order!.sn);
  };
  app.get(
    AdminAfterSaleApi.refunds,
    { config: operator, schema: { tags, querystring: AdminRefundQuery, response: responses(pageOf(AdminRefund)) } },
    async (req, reply) => reply.ok(await adminRefunds(app.db, req.query)),
  );
  app.post(
    AdminAfterSaleApi.approve,
    { config: operator, schema: { tags, body: DecideBody, response: responses(Refund) } },
    async (req, reply) =>
      reply.ok(await decided((tx) => approveRefund(tx, req.user!.id, req.body.id)), 'success.passed'),
  );
  app.post(
    AdminAfterSaleApi.refuse,
    { config: operator, schema: { tags, body: RefuseBody, response: responses(Refund) } },
    async (req, reply) =>
      reply.ok(await decided((tx) => refuseRefund(tx, req.user!.id, req.body.id, req.body.reason)), 'success.refused'),
  );
  app.post(
    AdminAfterSaleApi.receive,
    { config: operator, schema: { tags, body: DecideBody, response: responses(Refund) } },
    async (req, reply) =>
      reply.ok(await decided((tx) => receiveReturn(tx, req.user!.id, req.body.id)), 'success.passed'),
  );
};
