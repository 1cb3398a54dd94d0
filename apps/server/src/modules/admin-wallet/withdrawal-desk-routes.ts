import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAuditQuery,
  AdminWalletApi,
  AdminWithdrawalRecord,
  DecideBody,
  RefuseBody,
  RevealData,
  WithdrawalPassBody,
  WithdrawalRecord,
  pageOf,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { revealCard } from '../wallet/desk.js';
import { checkPayout } from '../wallet/chain-payout.js';
import { adminWithdrawals } from '../wallet/lists.js';
import type { WalletDeps } from '../wallet/routes.js';
import { firstApproval, passWithdrawal, refuseWithdrawal } from '../wallet/withdraw.js';
import { releaseDestination } from '../wallet/protections/destinations.js';
import { operator, tags } from './route-config.js';

/** The withdrawals desk: the list, pass (two operators above the set amount), refuse, a card revealed, a
 * destination's wait ended. */
export const withdrawalDeskRoutes: FastifyPluginAsyncZod<Pick<WalletDeps, 'box'>> = async (app, { box }) => {
  app.get(
    AdminWalletApi.withdrawals,
    {
      config: operator,
      schema: {
        summary: 'List withdrawals, those waiting for a decision first',
        tags,
        querystring: AdminAuditQuery,
        response: responses(pageOf(AdminWithdrawalRecord)),
      },
    },
    async (req, reply) => reply.ok(await adminWithdrawals(app.db, req.query)),
  );

  app.post(
    AdminWalletApi.withdrawalPass,
    {
      config: operator,
      schema: {
        summary: 'Pass a withdrawal (on-chain: with its payout hash); a large one needs two operators',
        tags,
        body: WithdrawalPassBody,
        response: responses(WithdrawalRecord),
        errors: [
          ErrorKey.NotFound,
          ErrorKey.AlreadyDecided,
          ErrorKey.SameApprover,
          ErrorKey.ChainTxNotFound,
          ErrorKey.ChainTxPending,
          ErrorKey.ChainTxFailed,
          ErrorKey.ChainWrongToken,
          ErrorKey.ChainWrongRecipient,
          ErrorKey.ChainAmountMismatch,
          ErrorKey.ChainNotConfirmed,
          ErrorKey.ChainTxUsed,
          ErrorKey.ChainUnavailable,
        ],
      },
    },
    async (req, reply) => {
      // Above the operator's amount the first approval only records who gave it (decision 052).
      const first = await firstApproval(app.db, req.user!.id, req.body.id);
      if (first) return reply.ok(first, 'success.firstApproval');
      const payout = await checkPayout(app.db, app.rpc, req.body.id, req.body.tx_hash);
      return reply.ok(
        await app.db.transaction((tx) => passWithdrawal(tx, req.user!.id, req.body.id, payout)),
        'success.passed',
      );
    },
  );

  app.post(
    AdminWalletApi.withdrawalRefuse,
    {
      config: operator,
      schema: {
        summary: 'Refuse a withdrawal and give the amount back',
        tags,
        body: RefuseBody,
        response: responses(WithdrawalRecord),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) =>
      reply.ok(
        await app.db.transaction((tx) => refuseWithdrawal(tx, req.user!.id, req.body.id, req.body.reason)),
        'success.refused',
      ),
  );

  /** The full card number, on demand only; who revealed it and when is recorded first. */
  app.post(
    AdminWalletApi.withdrawalReveal,
    {
      config: operator,
      schema: {
        summary: "Reveal a withdrawal's full card number (who asked is recorded)",
        tags,
        body: DecideBody,
        response: responses(RevealData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await revealCard(app.db, box, req.user!.id, req.body.id)),
  );

  app.post(
    AdminWalletApi.destinationRelease,
    {
      config: operator,
      schema: {
        summary: "End a buyer's new payout destination's wait now (support confirmed the buyer added it)",
        tags,
        body: DecideBody,
        response: responses(z.object({ id: z.number().int() })),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await releaseDestination(app.db, req.body.id), 'success.saved'),
  );
};
