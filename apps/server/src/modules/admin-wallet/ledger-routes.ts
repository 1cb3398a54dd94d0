import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminWalletApi, BalanceAdjustBody, BalanceAdjustData, LedgerCheckData, ErrorKey } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { adjustBalance } from '../wallet/desk.js';
import { checkLedger } from '../wallet/ledger.js';
import { operator, tags } from './route-config.js';

/** The ledger: an operator's adjustment with its reason, and the check that every balance equals its rows. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  /** An adjustment is a ledger row with the operator's reason; the buyer is told. */
  app.post(
    AdminWalletApi.balanceAdjust,
    {
      config: operator,
      schema: {
        summary: "Adjust a buyer's balance with a reason",
        tags,
        body: BalanceAdjustBody,
        response: responses(BalanceAdjustData),
        errors: [ErrorKey.NotFound, ErrorKey.InsufficientBalance],
      },
    },
    async (req, reply) =>
      reply.ok({ balance_cents: await adjustBalance(app.db, req.user!.id, req.body) }, 'success.saved'),
  );

  app.get(
    AdminWalletApi.ledgerCheck,
    {
      config: operator,
      schema: {
        summary: 'Check that every balance equals the sum of its ledger',
        tags,
        response: responses(LedgerCheckData),
      },
    },
    async (_req, reply) => reply.ok(await checkLedger(app.db)),
  );
};
