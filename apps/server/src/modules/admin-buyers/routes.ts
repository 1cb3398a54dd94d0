import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBuyerApi,
  AdminBuyerDetail,
  AdminBuyerIdQuery,
  AdminBuyerLedgerQuery,
  AdminBuyerQuery,
  AdminBuyerRow,
  AdminOperatorApi,
  BuyerDisableBody,
  BuyerEnableBody,
  LedgerEntry,
  OperatorMe,
  pageOf,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { billOf } from '../wallet/lists.js';
import { buyerDetail, requireBuyer, searchBuyers } from './buyer-queries.js';
import { disableBuyer, enableBuyer } from './buyer-status.js';
import { consoleMeOf } from '../admin-staff/staff-desk.js';

const tags = ['admin: buyers'];
const operator = { auth: 'operator' as const };

/** Who is at the console, and the buyer desk: search, detail, fund records, disable and enable. */
export const adminBuyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminOperatorApi.me,
    {
      config: { auth: 'console' },
      schema: {
        summary: "Say who is signed in to the console: an operator, or a shop's staff with their shops",
        tags: ['admin: operator'],
        response: responses(OperatorMe),
      },
    },
    async (req, reply) => reply.ok(await consoleMeOf(app.db, req.user!)),
  );

  app.get(
    AdminBuyerApi.buyers,
    {
      config: operator,
      schema: {
        summary: 'Search buyers by account, email or id',
        tags,
        querystring: AdminBuyerQuery,
        response: responses(pageOf(AdminBuyerRow)),
      },
    },
    async (req, reply) => reply.ok(await searchBuyers(app.db, req.query)),
  );
  app.get(
    AdminBuyerApi.buyer,
    {
      config: operator,
      schema: {
        summary: 'Read a buyer with their balance and activity',
        tags,
        querystring: AdminBuyerIdQuery,
        response: responses(AdminBuyerDetail),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await buyerDetail(app.db, req.query.id)),
  );
  /** The buyer's own fund records (GET /api/user/bill), newest first. */
  app.get(
    AdminBuyerApi.ledger,
    {
      config: operator,
      schema: {
        summary: "List a buyer's fund records, newest first",
        tags,
        querystring: AdminBuyerLedgerQuery,
        response: responses(pageOf(LedgerEntry)),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      const { id, page, limit } = req.query;
      await requireBuyer(app.db, id);
      return reply.ok(await billOf(app.db, id, { page, limit }));
    },
  );

  app.post(
    AdminBuyerApi.disable,
    {
      config: operator,
      schema: {
        summary: "Disable a buyer's account with a reason (ends their sessions)",
        tags,
        body: BuyerDisableBody,
        response: responses(AdminBuyerDetail),
        errors: [ErrorKey.NotFound, ErrorKey.Forbidden, ErrorKey.Conflict],
      },
    },
    async (req, reply) => {
      await disableBuyer(app.db, req.body.id, req.body.reason);
      return reply.ok(await buyerDetail(app.db, req.body.id), 'success.accountDisabled');
    },
  );
  app.post(
    AdminBuyerApi.enable,
    {
      config: operator,
      schema: {
        summary: "Enable a disabled buyer's account",
        tags,
        body: BuyerEnableBody,
        response: responses(AdminBuyerDetail),
        errors: [ErrorKey.NotFound, ErrorKey.Forbidden, ErrorKey.Conflict],
      },
    },
    async (req, reply) => {
      await enableBuyer(app.db, req.body.id);
      return reply.ok(await buyerDetail(app.db, req.body.id), 'success.accountEnabled');
    },
  );
};
