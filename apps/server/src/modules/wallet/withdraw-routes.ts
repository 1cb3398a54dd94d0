import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DestinationBody,
  IdBody,
  SavedAccount,
  WalletApi,
  WithdrawBody,
  WithdrawInfo,
  WithdrawalRecord,
  ErrorKey,
} from '@tradewind/contract';
import { idempotent } from '../../lib/idempotency.js';
import { responses } from '../../lib/route-schema.js';
import { confirmPayer, PAY_PROOF_ERRORS } from '../account/pay-proof.js';
import { addDestination } from './protections/destinations.js';
import { createWithdrawal, deleteSavedAccount, precheckWithdrawal, savedAccounts, withdrawInfo } from './withdraw.js';
import { keyed, tags, user } from './route-config.js';
import type { WalletDeps } from './routes.js';

/** Withdrawing: what it needs, the withdrawal itself, and the payout address book it goes to (decision 052). */
export const withdrawRoutes: FastifyPluginAsyncZod<Pick<WalletDeps, 'box'>> = async (app, { box }) => {
  app.get(
    WalletApi.extract,
    {
      config: user,
      schema: {
        summary: 'Read what a withdrawal needs: balance, fee, minimum, saved cards',
        // The path's POST withdraws and takes the id the path gives (plugins/docs-operation.ts).
        operationId: 'userExtractInfo',
        tags,
        response: responses(WithdrawInfo),
      },
    },
    async (req, reply) => reply.ok(await withdrawInfo(app.db, req.user!.id)),
  );

  app.post(
    WalletApi.extract,
    {
      config: keyed,
      schema: {
        summary: 'Withdraw from the balance to a saved bank card or network address, once its wait is over',
        tags,
        body: WithdrawBody,
        response: responses(WithdrawalRecord),
        errors: [
          ErrorKey.WithdrawBelowMin,
          ErrorKey.InsufficientBalance,
          ErrorKey.NotFound,
          ErrorKey.DestinationNotSaved,
          ErrorKey.DestinationWaiting,
          ErrorKey.WithdrawHeld,
          ErrorKey.WithdrawAboveMax,
          ErrorKey.WithdrawDailyLimit,
          ...PAY_PROOF_ERRORS,
        ],
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const scope = { userId, key: req.idempotencyKey, route: WalletApi.extract, body: req.body };
      const record = await idempotent(
        app.db,
        scope,
        (tx) => createWithdrawal(tx, userId, req.body, box),
        async () => {
          await precheckWithdrawal(app.db, userId, req.body, box);
          await confirmPayer({ db: app.db, hasher: app.payCodes, rp: app.relyingParty, ip: req.ip }, userId, req.body);
        },
      );
      return reply.ok(record, 'success.withdrawSubmitted');
    },
  );

  app.get(
    WalletApi.withdrawAccounts,
    {
      config: user,
      schema: {
        summary: "List the buyer's payout address book: saved cards and addresses, and when each is usable",
        tags,
        response: responses(z.object({ list: z.array(SavedAccount) })),
      },
    },
    async (req, reply) => reply.ok({ list: await savedAccounts(app.db, req.user!.id) }),
  );

  app.post(
    WalletApi.withdrawAccountAdd,
    {
      config: user,
      schema: {
        summary: 'Save a payout destination (a card or an address); it is usable after the operator’s wait',
        tags,
        body: DestinationBody,
        response: responses(SavedAccount),
        errors: [ErrorKey.DestinationExists],
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const row = await app.db.transaction((tx) => addDestination(tx, userId, req.body, box));
      const saved = (await savedAccounts(app.db, userId)).find((a) => a.id === row.id)!;
      return reply.ok(saved, 'success.destinationAdded');
    },
  );

  app.post(
    WalletApi.withdrawAccountDel,
    {
      config: user,
      schema: {
        summary: 'Forget a saved bank card',
        tags,
        body: IdBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await deleteSavedAccount(app.db, req.user!.id, req.body.id);
      return reply.ok(null, 'success.saved');
    },
  );
};
