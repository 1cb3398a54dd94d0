import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAuditQuery,
  AdminNetwork,
  AdminRechargeQuery,
  AdminRechargeRecord,
  AdminWalletApi,
  AdminWithdrawalRecord,
  BalanceAdjustBody,
  BalanceAdjustData,
  DecideBody,
  LedgerCheckData,
  NetworkSaveBody,
  AdminReceivingAccount,
  ReceivingAccountSaveBody,
  RechargePassBody,
  RechargeRecord,
  RefuseBody,
  RevealData,
  WalletSettings,
  WalletSettingsBody,
  WithdrawalLimits,
  WithdrawalLimitsBody,
  WithdrawalPassBody,
  WithdrawalRecord,
  pageOf,
  PageQuery,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { adjustBalance, networkPage, revealCard, saveNetwork } from '../wallet/desk.js';
import { checkPayout } from '../wallet/chain-payout.js';
import { settleReorged } from '../wallet/chain-recheck.js';
import { checkLedger } from '../wallet/ledger.js';
import { adminRecharges, adminWithdrawals } from '../wallet/lists.js';
import { passRecharge, refuseRecharge } from '../wallet/recharge.js';
import type { WalletDeps } from '../wallet/routes.js';
import { adminReceivingAccounts, saveReceivingAccount } from '../wallet/receiving-accounts.js';
import { saveWalletSettings, toSettingsData, walletSettingsOf } from '../wallet/settings.js';
import { firstApproval, passWithdrawal, refuseWithdrawal } from '../wallet/withdraw.js';
import { saveWithdrawalLimits, toLimitsData } from '../wallet/protections/limits.js';
import { releaseDestination } from '../wallet/protections/destinations.js';

const tags = ['admin: wallet'];
const operator = { auth: 'operator' as const };

/** The operator's wallet desk (docs/architecture.md §8): each decision records who and when, and is made once (409 after). */
export const adminWalletRoutes: FastifyPluginAsyncZod<Pick<WalletDeps, 'box'>> = async (app, { box }) => {
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

  app.get(
    AdminWalletApi.networks,
    {
      config: operator,
      schema: {
        summary: 'List the top-up networks',
        tags,
        querystring: PageQuery,
        response: responses(pageOf(AdminNetwork)),
      },
    },
    async (req, reply) => reply.ok(await networkPage(app.db, req.query)),
  );
  app.post(
    AdminWalletApi.networkSave,
    {
      config: operator,
      schema: {
        summary: 'Add or edit a top-up network',
        tags,
        body: NetworkSaveBody,
        response: responses(AdminNetwork),
        errors: [ErrorKey.NotFound, ErrorKey.Conflict],
      },
    },
    async (req, reply) => reply.ok(await saveNetwork(app.db, app.rpc, req.body), 'success.saved'),
  );

  app.get(
    AdminWalletApi.receivingAccounts,
    {
      config: operator,
      schema: {
        summary: 'List the bank accounts manual top-ups are paid to, one per currency',
        tags,
        response: responses(z.object({ list: z.array(AdminReceivingAccount) })),
      },
    },
    async (_req, reply) => reply.ok({ list: await adminReceivingAccounts(app.db) }),
  );
  app.post(
    AdminWalletApi.receivingAccountSave,
    {
      config: operator,
      schema: {
        summary: 'Add or edit the bank account of a currency',
        tags,
        body: ReceivingAccountSaveBody,
        response: responses(AdminReceivingAccount),
        errors: [ErrorKey.NotFound, ErrorKey.Conflict],
      },
    },
    async (req, reply) => reply.ok(await saveReceivingAccount(app.db, req.user!.id, req.body), 'success.saved'),
  );

  app.get(
    AdminWalletApi.settings,
    {
      config: operator,
      schema: { summary: 'Read the withdrawal fee and minimum', tags, response: responses(WalletSettings) },
    },
    async (_req, reply) => reply.ok(toSettingsData(await walletSettingsOf(app.db))),
  );
  app.post(
    AdminWalletApi.settingsSave,
    {
      config: operator,
      schema: {
        summary: 'Change the withdrawal fee and minimum',
        tags,
        body: WalletSettingsBody,
        response: responses(WalletSettings),
      },
    },
    async (req, reply) => reply.ok(await saveWalletSettings(app.db, req.user!.id, req.body), 'success.saved'),
  );

  app.get(
    AdminWalletApi.withdrawalLimits,
    {
      config: operator,
      schema: {
        summary: 'Read the withdrawal waits, limits and the two-person amount',
        tags,
        response: responses(WithdrawalLimits),
      },
    },
    async (_req, reply) => reply.ok(toLimitsData(await walletSettingsOf(app.db))),
  );
  app.post(
    AdminWalletApi.withdrawalLimitsSave,
    {
      config: operator,
      schema: {
        summary: 'Set the withdrawal waits, limits and the two-person amount',
        tags,
        body: WithdrawalLimitsBody,
        response: responses(WithdrawalLimits),
      },
    },
    async (req, reply) => reply.ok(await saveWithdrawalLimits(app.db, req.user!.id, req.body), 'success.saved'),
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
