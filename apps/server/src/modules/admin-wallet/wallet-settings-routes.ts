import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminNetwork,
  AdminWalletApi,
  NetworkSaveBody,
  AdminReceivingAccount,
  ReceivingAccountSaveBody,
  WalletSettings,
  WalletSettingsBody,
  WithdrawalLimits,
  WithdrawalLimitsBody,
  pageOf,
  PageQuery,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { networkPage, saveNetwork } from '../wallet/desk.js';
import { adminReceivingAccounts, saveReceivingAccount } from '../wallet/receiving-accounts.js';
import { saveWalletSettings, toSettingsData, walletSettingsOf } from '../wallet/settings.js';
import { saveWithdrawalLimits, toLimitsData } from '../wallet/protections/limits.js';
import { operator, tags } from './route-config.js';

/** The wallet's settings: top-up networks, receiving accounts, the fee and minimum, the withdrawal limits. */
export const walletSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
