import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import QRCode from 'qrcode';
import {
  AuditLogQuery,
  IDEMPOTENCY_HEADER,
  IdBody,
  IdQuery,
  LedgerEntry,
  Network,
  PageQuery,
  RechargeBody,
  RechargeRecord,
  SavedAccount,
  WalletApi,
  WithdrawBody,
  WithdrawInfo,
  WithdrawalRecord,
  ErrorKey,
  pageOf,
} from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { idempotent } from '../../lib/idempotency.js';
import { responses } from '../../lib/route-schema.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { verifyPayCode } from '../account/pay-code.js';
import type { PaymentProvider } from './card-provider.js';
import { billOf, rechargeLogOf, withdrawLogOf } from './lists.js';
import { createRecharge } from './recharge.js';
import { enabledNetwork, enabledNetworks } from './settings.js';
import { createWithdrawal, deleteSavedAccount, precheckWithdrawal, savedAccounts, withdrawInfo } from './withdraw.js';

export interface WalletDeps {
  box: SecretBox;
  provider: PaymentProvider;
}

const tags = ['wallet'];
const user = { auth: 'user' as const };
const idempotencyKey = (headers: Record<string, unknown>) => {
  const value = headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' ? value : undefined;
};

export const walletRoutes: FastifyPluginAsyncZod<WalletDeps> = async (app, { box, provider }) => {
  app.get(
    WalletApi.getBlockchain,
    { config: user, schema: { tags, response: responses(z.object({ list: z.array(Network) })) } },
    async (_req, reply) => reply.ok({ list: await enabledNetworks(app.db) }),
  );

  // An <img> cannot send the token header; a receiving address is no secret, so its QR code is public.
  app.get(WalletApi.blockchainQr, { schema: { tags, querystring: IdQuery } }, async (req, reply) => {
    const network = await enabledNetwork(app.db, req.query.id);
    if (!network) throw new AppError(ErrorKey.NotFound);
    const svg = await QRCode.toString(network.address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
  });

  app.post(
    WalletApi.recharge,
    { config: user, schema: { tags, body: RechargeBody, response: responses(RechargeRecord) } },
    async (req, reply) => {
      const scope = {
        userId: req.user!.id,
        key: idempotencyKey(req.headers),
        route: WalletApi.recharge,
        body: req.body,
      };
      const record = await idempotent(app.db, scope, (tx) => createRecharge(tx, req.user!.id, req.body, provider));
      return reply.ok(record, record.status === 1 ? 'success.rechargeCredited' : 'success.rechargeSubmitted');
    },
  );

  app.get(
    WalletApi.extract,
    { config: user, schema: { tags, response: responses(WithdrawInfo) } },
    async (req, reply) => reply.ok(await withdrawInfo(app.db, req.user!.id)),
  );

  app.post(
    WalletApi.extract,
    { config: user, schema: { tags, body: WithdrawBody, response: responses(WithdrawalRecord) } },
    async (req, reply) => {
      const userId = req.user!.id;
      const scope = { userId, key: idempotencyKey(req.headers), route: WalletApi.extract, body: req.body };
      const record = await idempotent(
        app.db,
        scope,
        (tx) => createWithdrawal(tx, userId, req.body, box),
        async () => {
          await precheckWithdrawal(app.db, userId, req.body.amount);
          await verifyPayCode(app.db, app.payCodes, userId, req.body.pay_password);
        },
      );
      return reply.ok(record, 'success.withdrawSubmitted');
    },
  );

  app.get(
    WalletApi.bill,
    { config: user, schema: { tags, querystring: PageQuery, response: responses(pageOf(LedgerEntry)) } },
    async (req, reply) => reply.ok(await billOf(app.db, req.user!.id, req.query)),
  );
  app.get(
    WalletApi.rechargeLog,
    { config: user, schema: { tags, querystring: AuditLogQuery, response: responses(pageOf(RechargeRecord)) } },
    async (req, reply) => reply.ok(await rechargeLogOf(app.db, req.user!.id, req.query)),
  );
  app.get(
    WalletApi.extractLog,
    { config: user, schema: { tags, querystring: AuditLogQuery, response: responses(pageOf(WithdrawalRecord)) } },
    async (req, reply) => reply.ok(await withdrawLogOf(app.db, req.user!.id, req.query)),
  );

  app.get(
    WalletApi.withdrawAccounts,
    { config: user, schema: { tags, response: responses(z.object({ list: z.array(SavedAccount) })) } },
    async (req, reply) => reply.ok({ list: await savedAccounts(app.db, req.user!.id) }),
  );
  app.post(
    WalletApi.withdrawAccountDel,
    { config: user, schema: { tags, body: IdBody, response: responses(z.null()) } },
    async (req, reply) => {
      await deleteSavedAccount(app.db, req.user!.id, req.body.id);
      return reply.ok(null, 'success.saved');
    },
  );
};
