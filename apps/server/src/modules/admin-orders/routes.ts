import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminFreightQuery,
  AdminOrderDetail,
  AdminOrderApi,
  AdminOrderQuery,
  AdminOrderSummary,
  AdminPromoQuery,
  CloseBody,
  FreightRule,
  FreightSaveBody,
  LogisticsBody,
  OrderIdQuery,
  PromoCode,
  PromoCodeSaveBody,
  ShipBody,
  pageOf,
  ErrorKey,
  ADMIN_ORDER_EXPORT_PATH,
  AdminOrderExportQuery,
  ErrorEnvelope,
  CustomsIdRevealBody,
  CustomsIdRevealData,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { exportOrders } from './export.js';
import { freightPage, promoPage, savePromo, saveShipping } from './settings.js';
import { closeOrder, shipOrder } from '../orders/lifecycle.js';
import { addLogisticsEvent } from '../orders/tracking.js';
import { adminOrders } from '../orders/views.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { adminOrderDetail, revealCustomsId } from './customs-id.js';
import { assertOrderInScope } from './order-scope.js';
import { consoleScopeOf, inScope } from '../admin-session/console-scope.js';
import { orders } from '../../db/schema/index.js';

const tags = ['admin: orders'];
/** The export is a file, not the JSON envelope: described as text/csv, as the QR code is as SVG (wallet/routes.ts). */
const OrdersCsv = {
  description: 'The orders found, as a CSV file (UTF-8): a header line, then one order a line.',
  content: { 'text/csv': { schema: z.string() } },
};
const operator = { auth: 'operator' as const };
/** Operators, and a shop's staff narrowed to their shops' orders (404 for another shop's). */
const consoleUsers = { auth: 'console' as const };

/**
 * The operator's order desk (docs/architecture.md §8): ship, logistics, close; freight rules and promo codes. An
 * order's customs ID is read masked; revealing it in full opens it with `box` and records the look (decision 041).
 * A shop's staff list, read, export, ship and follow their shops' orders; closing an order and the settings stay
 * the platform's.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ box: SecretBox }> = async (app, { box }) => {
  const detailOf = (id: number) => adminOrderDetail(app.db, id);
  const scopeOf = (req: FastifyRequest) => consoleScopeOf(app.db, req.user);
  /** The order when the session may work on it; 404 otherwise. */
  const ownOrder = async (req: FastifyRequest, id: number) => assertOrderInScope(app.db, await scopeOf(req), id);
  app.get(
    AdminOrderApi.list,
    {
      config: consoleUsers,
      schema: {
        summary: 'List orders by state, number or buyer',
        tags,
        querystring: AdminOrderQuery,
        response: responses(pageOf(AdminOrderSummary)),
      },
    },
    async (req, reply) => reply.ok(await adminOrders(app.db, req.query, inScope(await scopeOf(req), orders.shopId))),
  );
  app.get(
    ADMIN_ORDER_EXPORT_PATH,
    {
      config: consoleUsers,
      schema: {
        summary: 'Export the orders found as a CSV file, duties and taxes included',
        tags,
        querystring: AdminOrderExportQuery,
        response: {
          200: OrdersCsv,
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .header('cache-control', 'no-store')
        .send(await exportOrders(app.db, req.query, inScope(await scopeOf(req), orders.shopId))),
  );
  app.get(
    AdminOrderApi.detail,
    {
      config: consoleUsers,
      schema: {
        summary: 'Read an order',
        tags,
        querystring: OrderIdQuery,
        response: responses(AdminOrderDetail),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await ownOrder(req, req.query.id);
      return reply.ok(await detailOf(req.query.id));
    },
  );
  app.post(
    AdminOrderApi.customsId,
    {
      config: operator,
      schema: {
        summary: "Reveal an order's customs ID in full; who and when is recorded",
        tags,
        body: CustomsIdRevealBody,
        response: responses(CustomsIdRevealData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await revealCustomsId(app.db, box, req.user!.id, req.body.id)),
  );
  app.post(
    AdminOrderApi.ship,
    {
      config: consoleUsers,
      schema: {
        summary: 'Ship a paid order with its carrier and tracking number',
        tags,
        body: ShipBody,
        response: responses(AdminOrderDetail),
        errors: [ErrorKey.NotFound, ErrorKey.OrderState],
      },
    },
    async (req, reply) => {
      const { id, carrier, tracking_no: trackingNo } = req.body;
      await ownOrder(req, id);
      await app.db.transaction((tx) => shipOrder(tx, req.user!.id, id, carrier, trackingNo));
      return reply.ok(await detailOf(id), 'success.shipped');
    },
  );
  app.post(
    AdminOrderApi.logistics,
    {
      config: consoleUsers,
      schema: {
        summary: 'Add a tracking event to a shipped order',
        tags,
        body: LogisticsBody,
        response: responses(AdminOrderDetail),
        errors: [ErrorKey.NotFound, ErrorKey.OrderState],
      },
    },
    async (req, reply) => {
      await ownOrder(req, req.body.id);
      await addLogisticsEvent(app.db, req.user!.id, req.body);
      return reply.ok(await detailOf(req.body.id), 'success.saved');
    },
  );
  app.post(
    AdminOrderApi.close,
    {
      config: operator,
      schema: {
        summary: 'Close an unpaid order with a reason',
        tags,
        body: CloseBody,
        response: responses(AdminOrderDetail),
        errors: [ErrorKey.NotFound, ErrorKey.OrderState],
      },
    },
    async (req, reply) => {
      await app.db.transaction((tx) => closeOrder(tx, req.body.id, req.body.reason));
      return reply.ok(await detailOf(req.body.id), 'success.orderCancelled');
    },
  );

  app.get(
    AdminOrderApi.freight,
    {
      config: operator,
      schema: {
        summary: "List the shops' freight rules and shipping promises",
        tags,
        querystring: AdminFreightQuery,
        response: responses(pageOf(FreightRule)),
      },
    },
    async (req, reply) => reply.ok(await freightPage(app.db, req.query)),
  );
  app.post(
    AdminOrderApi.freightSave,
    {
      config: operator,
      schema: {
        summary: "Change a shop's freight rule and shipping promise",
        tags,
        body: FreightSaveBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await saveShipping(app.db, req.body);
      return reply.ok(null, 'success.saved');
    },
  );

  app.get(
    AdminOrderApi.promoCodes,
    {
      config: operator,
      schema: {
        summary: 'List promo codes',
        tags,
        querystring: AdminPromoQuery,
        response: responses(pageOf(PromoCode)),
      },
    },
    async (req, reply) => reply.ok(await promoPage(app.db, req.query)),
  );
  app.post(
    AdminOrderApi.promoCodeSave,
    {
      config: operator,
      schema: {
        summary: 'Add or edit a promo code',
        tags,
        body: PromoCodeSaveBody,
        response: responses(PromoCode),
        errors: [ErrorKey.NotFound, ErrorKey.Conflict],
      },
    },
    async (req, reply) => reply.ok(await savePromo(app.db, req.body), 'success.saved'),
  );
};
