import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  AdminFreightQuery,
  AdminOrderApi,
  AdminOrderQuery,
  AdminOrderSummary,
  AdminPromoQuery,
  CloseBody,
  ErrorKey,
  FreightRule,
  FreightSaveBody,
  LogisticsBody,
  OrderDetail,
  OrderIdQuery,
  PromoCode,
  PromoCodeSaveBody,
  ShipBody,
  pageOf,
} from '@tradewind/contract';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../db/pg-error.js';
import { promoCodes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import { freightPage, promoPage, saveShipping, toPromo } from './admin-settings.js';
import { closeOrder, shipOrder } from './lifecycle.js';
import { addLogisticsEvent } from './tracking.js';
import { adminOrders, orderDetail } from './views.js';

const tags = ['admin: orders'];
const operator = { auth: 'operator' as const };

/** The operator's order desk (DESIGN §8): ship, logistics, close; freight rules and promo codes. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminOrderApi.list,
    {
      config: operator,
      schema: { tags, querystring: AdminOrderQuery, response: responses(pageOf(AdminOrderSummary)) },
    },
    async (req, reply) => reply.ok(await adminOrders(app.db, req.query)),
  );
  app.get(
    AdminOrderApi.detail,
    { config: operator, schema: { tags, querystring: OrderIdQuery, response: responses(OrderDetail) } },
    async (req, reply) => reply.ok(await orderDetail(app.db, req.query.id)),
  );
  app.post(
    AdminOrderApi.ship,
    { config: operator, schema: { tags, body: ShipBody, response: responses(OrderDetail) } },
    async (req, reply) => {
      const { id, carrier, tracking_no: trackingNo } = req.body;
      await app.db.transaction((tx) => shipOrder(tx, req.user!.id, id, carrier, trackingNo));
      return reply.ok(await orderDetail(app.db, id), 'success.shipped');
    },
  );
  app.post(
    AdminOrderApi.logistics,
    { config: operator, schema: { tags, body: LogisticsBody, response: responses(OrderDetail) } },
    async (req, reply) => {
      await addLogisticsEvent(app.db, req.user!.id, req.body);
      return reply.ok(await orderDetail(app.db, req.body.id), 'success.saved');
    },
  );
  app.post(
    AdminOrderApi.close,
    { config: operator, schema: { tags, body: CloseBody, response: responses(OrderDetail) } },
    async (req, reply) => {
      await app.db.transaction((tx) => closeOrder(tx, req.body.id, req.body.reason));
      return reply.ok(await orderDetail(app.db, req.body.id), 'success.orderCancelled');
    },
  );

  app.get(
    AdminOrderApi.freight,
    { config: operator, schema: { tags, querystring: AdminFreightQuery, response: responses(pageOf(FreightRule)) } },
    async (req, reply) => reply.ok(await freightPage(app.db, req.query)),
  );
  app.post(
    AdminOrderApi.freightSave,
    { config: operator, schema: { tags, body: FreightSaveBody, response: responses(z.null()) } },
    async (req, reply) => {
      await saveShipping(app.db, req.body);
      return reply.ok(null, 'success.saved');
    },
  );

  app.get(
    AdminOrderApi.promoCodes,
    { config: operator, schema: { tags, querystring: AdminPromoQuery, response: responses(pageOf(PromoCode)) } },
    async (req, reply) => reply.ok(await promoPage(app.db, req.query)),
  );
  app.post(
    AdminOrderApi.promoCodeSave,
    { config: operator, schema: { tags, body: PromoCodeSaveBody, response: responses(PromoCode) } },
    async (req, reply) => {
      const {
        id,
        kind,
        amount,
        percent,
        min_order: minOrderCents,
        uses_left: usesLeft,
        expires_at: expiresAt,
      } = req.body;
      const values = {
        code: req.body.code,
        kind,
        value: kind === 'amount' ? amount! : percent! * 100,
        minOrderCents,
        usesLeft,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
        enabled: req.body.enabled,
      };
      try {
        const [row] =
          id === undefined
            ? await app.db.insert(promoCodes).values(values).returning()
            : await app.db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
        if (!row) throw new AppError(ErrorKey.NotFound);
        return reply.ok(toPromo(row), 'success.saved');
      } catch (error) {
        if (pgCode(error) === PG_UNIQUE_VIOLATION) {
          throw new AppError(ErrorKey.Conflict, {}, { code: 'validation.invalid' });
        }
        throw error;
      }
    },
  );
};
