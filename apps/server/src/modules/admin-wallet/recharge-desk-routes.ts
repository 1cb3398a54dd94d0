import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminRechargeQuery,
  AdminRechargeRecord,
  AdminWalletApi,
  DecideBody,
  RechargePassBody,
  RechargeRecord,
  RefuseBody,
  pageOf,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { settleReorged } from '../wallet/chain-recheck.js';
import { adminRecharges } from '../wallet/lists.js';
import { passRecharge, refuseRecharge } from '../wallet/recharge.js';
import { operator, tags } from './route-config.js';

/** The top-ups desk: the list, pass, refuse, and a credited deposit that left the chain. */
export const rechargeDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminWalletApi.recharges,
    {
      config: operator,
      schema: {
        summary: 'List top-ups, those waiting for a decision first',
        tags,
        querystring: AdminRechargeQuery,
        response: responses(pageOf(AdminRechargeRecord)),
      },
    },
    async (req, reply) => reply.ok(await adminRecharges(app.db, req.query)),
  );

  app.post(
    AdminWalletApi.rechargePass,
    {
      config: operator,
      schema: {
        summary: 'Pass a top-up, crediting the amount that arrived',
        tags,
        body: RechargePassBody,
        response: responses(RechargeRecord),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) =>
      reply.ok(
        await app.db.transaction((tx) => passRecharge(tx, req.user!.id, req.body.id, req.body.amount, req.body.reason)),
        'success.passed',
      ),
  );

  app.post(
    AdminWalletApi.rechargeRefuse,
    {
      config: operator,
      schema: {
        summary: 'Refuse a top-up with a reason',
        tags,
        body: RefuseBody,
        response: responses(RechargeRecord),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) =>
      reply.ok(
        await app.db.transaction((tx) => refuseRecharge(tx, req.user!.id, req.body.id, req.body.reason)),
        'success.refused',
      ),
  );

  app.post(
    AdminWalletApi.rechargeReorgSettle,
    {
      config: operator,
      schema: {
        summary: 'Mark handled a credited deposit whose transfer left the chain',
        tags,
        body: DecideBody,
        response: responses(z.object({ id: z.number().int() })),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) => reply.ok(await settleReorged(app.db, req.user!.id, req.body.id), 'success.saved'),
  );
};
