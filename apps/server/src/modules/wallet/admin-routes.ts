import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, count, eq } from 'drizzle-orm';
import {
  AdminAuditQuery,
  AdminNetwork,
  AdminRechargeRecord,
  AdminWalletApi,
  AdminWithdrawalRecord,
  BalanceAdjustBody,
  BalanceAdjustData,
  DecideBody,
  ErrorKey,
  LedgerCheckData,
  NetworkSaveBody,
  RechargePassBody,
  RechargeRecord,
  RefuseBody,
  RevealData,
  WalletSettings,
  WalletSettingsBody,
  WithdrawalRecord,
  pageOf,
  PageQuery,
} from '@tradewind/contract';
import { offsetOf, paged } from '../../db/paging.js';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../db/pg-error.js';
import { cardReveals, networks, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import { notify } from '../notifications/service.js';
import { checkLedger, moveBalance } from './ledger.js';
import { adminRecharges, adminWithdrawals } from './lists.js';
import { passRecharge, refuseRecharge } from './recharge.js';
import type { WalletDeps } from './routes.js';
import { saveWalletSettings, toSettingsData, walletSettingsOf } from './settings.js';
import { passWithdrawal, refuseWithdrawal } from './withdraw.js';

const tags = ['admin: wallet'];
const operator = { auth: 'operator' as const };

/** The operator's wallet desk (DESIGN §8): each decision records who and when, and is made once (409 after). */
export const adminWalletRoutes: FastifyPluginAsyncZod<Pick<WalletDeps, 'box'>> = async (app, { box }) => {
  app.get(
    AdminWalletApi.recharges,
    {
      config: operator,
      schema: { tags, querystring: AdminAuditQuery, response: responses(pageOf(AdminRechargeRecord)) },
    },
    async (req, reply) => reply.ok(await adminRecharges(app.db, req.query)),
  );
  app.post(
    AdminWalletApi.rechargePass,
    { config: operator, schema: { tags, body: RechargePassBody, response: responses(RechargeRecord) } },
    async (req, reply) =>
      reply.ok(
        await app.db.transaction((tx) => passRecharge(tx, req.user!.id, req.body.id, req.body.amount)),
        'success.passed',
      ),
  );
  app.post(
    AdminWalletApi.rechargeRefuse,
    { config: operator, schema: { tags, body: RefuseBody, response: responses(RechargeRecord) } },
    async (req, reply) =>
      reply.ok(
        await app.db.transaction((tx) => refuseRecharge(tx, req.user!.id, req.body.id, req.body.reason)),
        'success.refused',
      ),
  );

  app.get(
    AdminWalletApi.withdrawals,
    {
      config: operator,
      schema: { tags, querystring: AdminAuditQuery, response: responses(pageOf(AdminWithdrawalRecord)) },
    },
    async (req, reply) => reply.ok(await adminWithdrawals(app.db, req.query)),
  );
  app.post(
    AdminWalletApi.withdrawalPass,
    { config: operator, schema: { tags, body: DecideBody, response: responses(WithdrawalRecord) } },
    async (req, reply) =>
      reply.ok(await app.db.transaction((tx) => passWithdrawal(tx, req.user!.id, req.body.id)), 'success.passed'),
  );
  app.post(
    AdminWalletApi.withdrawalRefuse,
    { config: operator, schema: { tags, body: RefuseBody, response: responses(WithdrawalRecord) } },
    async (req, reply) =>
      reply.ok(
        await app.db.transaction((tx) => refuseWithdrawal(tx, req.user!.id, req.body.id, req.body.reason)),
        'success.refused',
      ),
  );
  /** The full card number, on demand only; who revealed it and when is recorded first. */
  app.post(
    AdminWalletApi.withdrawalReveal,
    { config: operator, schema: { tags, body: DecideBody, response: responses(RevealData) } },
    async (req, reply) => {
      const [row] = await app.db
        .select({ cipher: withdrawals.cardCipher })
        .from(withdrawals)
        .where(eq(withdrawals.id, req.body.id));
      if (!row?.cipher) throw new AppError(ErrorKey.NotFound);
      await app.db.insert(cardReveals).values({ withdrawalId: req.body.id, operatorId: req.user!.id });
      return reply.ok({ card_number: box.open(row.cipher) });
    },
  );

  app.get(
    AdminWalletApi.networks,
    { config: operator, schema: { tags, querystring: PageQuery, response: responses(pageOf(AdminNetwork)) } },
    async (req, reply) =>
      reply.ok(
        await paged(
          app.db
            .select({ id: networks.id, name: networks.name, address: networks.address, enabled: networks.enabled })
            .from(networks)
            .orderBy(asc(networks.sort), asc(networks.id))
            .limit(req.query.limit)
            .offset(offsetOf(req.query)),
          app.db.select({ n: count() }).from(networks),
          (row) => row,
          req.query,
        ),
      ),
  );
  app.post(
    AdminWalletApi.networkSave,
    { config: operator, schema: { tags, body: NetworkSaveBody, response: responses(AdminNetwork) } },
    async (req, reply) => {
      const { id, ...values } = req.body;
      try {
        const [row] =
          id === undefined
            ? await app.db.insert(networks).values(values).returning()
            : await app.db.update(networks).set(values).where(eq(networks.id, id)).returning();
        if (!row) throw new AppError(ErrorKey.NotFound);
        return reply.ok({ id: row.id, name: row.name, address: row.address, enabled: row.enabled }, 'success.saved');
      } catch (error) {
        if (pgCode(error) === PG_UNIQUE_VIOLATION)
          throw new AppError(ErrorKey.Conflict, {}, { name: 'validation.invalid' });
        throw error;
      }
    },
  );

  app.get(
    AdminWalletApi.settings,
    { config: operator, schema: { tags, response: responses(WalletSettings) } },
    async (_req, reply) => reply.ok(toSettingsData(await walletSettingsOf(app.db))),
  );
  app.post(
    AdminWalletApi.settingsSave,
    { config: operator, schema: { tags, body: WalletSettingsBody, response: responses(WalletSettings) } },
    async (req, reply) => reply.ok(await saveWalletSettings(app.db, req.user!.id, req.body), 'success.saved'),
  );

  /** An adjustment is a ledger row with the operator's reason; the buyer is told. */
  app.post(
    AdminWalletApi.balanceAdjust,
    { config: operator, schema: { tags, body: BalanceAdjustBody, response: responses(BalanceAdjustData) } },
    async (req, reply) => {
      const { user_id: userId, amount, reason } = req.body;
      const balance = await app.db.transaction(async (tx) => {
        const after = await moveBalance(tx, userId, amount, { type: 'adjust', memo: reason, createdBy: req.user!.id });
        await notify(tx, userId, 'balance_adjusted', { amount_cents: amount, reason });
        return after;
      });
      return reply.ok({ balance_cents: balance }, 'success.saved');
    },
  );

  app.get(
    AdminWalletApi.ledgerCheck,
    { config: operator, schema: { tags, response: responses(LedgerCheckData) } },
    async (_req, reply) => reply.ok(await checkLedger(app.db)),
  );
};
