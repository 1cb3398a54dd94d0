import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import QRCode from 'qrcode';
import {
  AuditLogQuery,
  DepositIntent,
  DepositIntentBody,
  IdQuery,
  LedgerEntry,
  Network,
  PageQuery,
  RechargeBody,
  RechargeRecord,
  RechargeReferenceData,
  ReceivingAccount,
  WalletApi,
  WithdrawalRecord,
  ErrorKey,
  pageOf,
} from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { idempotent } from '../../lib/idempotency.js';
import { responses } from '../../lib/route-schema.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { PaymentProvider } from './card-provider.js';
import { billOf, rechargeLogOf, withdrawLogOf } from './lists.js';
import { checkChainDeposit, createRecharge } from './recharge.js';
import { openDepositIntent } from './deposit-intent.js';
import { enabledNetwork, enabledNetworks } from './settings.js';
import { enabledReceivingAccounts, referenceFor } from './receiving-accounts.js';
import { keyed, tags, user } from './route-config.js';
import { withdrawRoutes } from './withdraw-routes.js';

export interface WalletDeps {
  box: SecretBox;
  provider: PaymentProvider;
}

/** The QR code is an SVG picture, not an envelope. */
const QrCode = { description: 'The QR code, as SVG.', content: { 'image/svg+xml': { schema: z.string() } } };

/** The buyer's wallet: topping up, the balance's records, and (withdraw-routes.ts) withdrawing. */
export const walletRoutes: FastifyPluginAsyncZod<WalletDeps> = async (app, { box, provider }) => {
  app.get(
    WalletApi.getBlockchain,
    {
      config: user,
      schema: {
        summary: 'List the networks to top up on',
        tags,
        response: responses(z.object({ list: z.array(Network) })),
      },
    },
    async (_req, reply) => reply.ok({ list: await enabledNetworks(app.db) }),
  );

  // An <img> cannot send the token header; a receiving address is no secret, so its QR code is public.

  app.get(
    WalletApi.blockchainQr,
    {
      schema: {
        summary: "Draw a network's receiving address as a QR code (SVG)",
        tags,
        querystring: IdQuery,
        response: { 200: QrCode },
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      const network = await enabledNetwork(app.db, req.query.id);
      if (!network) throw new AppError(ErrorKey.NotFound);
      const svg = await QRCode.toString(network.address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
    },
  );

  app.post(
    WalletApi.depositIntent,
    {
      config: user,
      schema: {
        summary: 'Get the exact amount to send on a verified network, bound to this buyer for a while',
        tags,
        body: DepositIntentBody,
        response: responses(DepositIntent),
        errors: [ErrorKey.DepositIntentLimit, ErrorKey.RateLimited, ErrorKey.Busy],
      },
    },
    async (req, reply) => reply.ok(await openDepositIntent(app.db, req.user!.id, req.body)),
  );

  app.get(
    WalletApi.receivingAccounts,
    {
      config: user,
      schema: {
        summary: "List the platform's bank accounts a manual top-up is paid to, one per currency",
        tags,
        response: responses(z.object({ list: z.array(ReceivingAccount) })),
      },
    },
    async (_req, reply) => reply.ok({ list: await enabledReceivingAccounts(app.db) }),
  );
  // Not keyed: asking again gives back the reference not yet used.

  app.post(
    WalletApi.rechargeReference,
    {
      config: user,
      schema: {
        summary: 'Give the reference to quote on the next manual top-up (the one not yet used, or a new one)',
        tags,
        response: responses(RechargeReferenceData),
        errors: [ErrorKey.Busy],
      },
    },
    async (req, reply) => reply.ok({ reference: await referenceFor(app.db, req.user!.id) }),
  );

  app.post(
    WalletApi.recharge,
    {
      config: keyed,
      schema: {
        summary: 'Top up the balance: manually, on a network or by card',
        tags,
        body: RechargeBody,
        response: responses(RechargeRecord),
        errors: [
          ErrorKey.CardDeclined,
          ErrorKey.ChainTxNotFound,
          ErrorKey.ChainTxPending,
          ErrorKey.ChainTxFailed,
          ErrorKey.ChainWrongToken,
          ErrorKey.ChainWrongRecipient,
          ErrorKey.ChainAmountTooSmall,
          ErrorKey.ChainTxUsed,
          ErrorKey.ChainNoIntent,
          ErrorKey.ChainUnavailable,
        ],
      },
    },
    async (req, reply) => {
      const scope = {
        userId: req.user!.id,
        key: req.idempotencyKey,
        route: WalletApi.recharge,
        body: req.body,
      };
      const deposit = await checkChainDeposit(app.db, app.rpc, req.body);
      const record = await idempotent(app.db, scope, (tx) =>
        createRecharge(tx, req.user!.id, req.body, provider, deposit),
      );
      return reply.ok(
        record,
        record.status === 1
          ? 'success.rechargeCredited'
          : record.chain_state === 'confirming'
            ? 'success.rechargeConfirming'
            : 'success.rechargeSubmitted',
      );
    },
  );

  app.get(
    WalletApi.bill,
    {
      config: user,
      schema: {
        summary: "List the balance's movements, newest first",
        tags,
        querystring: PageQuery,
        response: responses(pageOf(LedgerEntry)),
      },
    },
    async (req, reply) => reply.ok(await billOf(app.db, req.user!.id, req.query)),
  );

  app.get(
    WalletApi.rechargeLog,
    {
      config: user,
      schema: {
        summary: "List the buyer's top-ups",
        tags,
        querystring: AuditLogQuery,
        response: responses(pageOf(RechargeRecord)),
      },
    },
    async (req, reply) => reply.ok(await rechargeLogOf(app.db, req.user!.id, req.query)),
  );

  app.get(
    WalletApi.extractLog,
    {
      config: user,
      schema: {
        summary: "List the buyer's withdrawals",
        tags,
        querystring: AuditLogQuery,
        response: responses(pageOf(WithdrawalRecord)),
      },
    },
    async (req, reply) => reply.ok(await withdrawLogOf(app.db, req.user!.id, req.query)),
  );

  await app.register(withdrawRoutes, { box });
};
