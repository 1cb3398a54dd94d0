import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutBody,
  CheckoutPreview,
  CreatedOrders,
  OrderApi,
  OrderCancelBody,
  OrderCounts,
  OrderDetail,
  OrderIdBody,
  OrderIdQuery,
  OrderListQuery,
  OrderSummary,
  PayBody,
  PayData,
  pageOf,
  ErrorKey,
} from '@tradewind/contract';
import { idempotent } from '../../lib/idempotency.js';
import { responses } from '../../lib/route-schema.js';
import { PAY_PROOF_ERRORS } from '../account/pay-proof.js';
import { orderNumber, previewCheckout, type OrderTimes } from './checkout.js';
import { cancelOrder, confirmReceipt } from './lifecycle.js';
import { payOrders } from './pay-orders.js';
import { placeOrders } from './place-orders.js';
import { currencyOfRequest, orderFxOf } from '../fx/rates.js';
import { sharedRates } from '../fx/shared-rates.js';
import { listOrders, orderCounts, orderDetail } from './views.js';

const user = { auth: 'user' as const };
/**
 * A checkout writes orders and the bag, nothing the user memory holds (decision 032). A payment decides everything
 * inside the database and changes the balance, which it sets in the memory itself (decision 034), and the try count
 * of a wrong code, which the memory does not hold.
 */
const userUnchanged = { ...user, userUnchanged: true };
const tags = ['orders'];
/** Placing and paying honour an Idempotency-Key, checked before they run (plugins/idempotency-key.ts). */
const keyed = { ...userUnchanged, keyed: true };

/** What pricing a checkout can refuse: the preview answers these, and placing the orders too. */
const PRICING_ERRORS = [
  ErrorKey.NotFound,
  ErrorKey.NothingSelected,
  ErrorKey.QuantityLimit,
  ErrorKey.OutOfStock,
  ErrorKey.PromoInvalid,
];

export const orderRoutes: FastifyPluginAsyncZod<{ times: OrderTimes }> = async (app, { times }) => {
  app.post(
    OrderApi.preview,
    {
      config: userUnchanged,
      schema: {
        summary: 'Price a checkout before ordering: lines, freight, discount, delivery',
        tags,
        body: CheckoutBody,
        response: responses(CheckoutPreview),
        errors: PRICING_ERRORS,
      },
    },
    async (req, reply) => reply.ok(await previewCheckout(app.db, req.user!.id, req.body)),
  );
  app.post(
    OrderApi.create,
    {
      config: keyed,
      schema: {
        summary: 'Place the orders of a checkout, one per shop',
        tags,
        body: CheckoutBody,
        response: responses(CreatedOrders),
        errors: [
          ...PRICING_ERRORS,
          ErrorKey.AddressRequired,
          ErrorKey.NotShippedTo,
          ErrorKey.UnpaidOrdersLimit,
          ErrorKey.SkuHoldLimit,
        ],
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const scope = { userId, key: req.idempotencyKey, route: OrderApi.create, body: req.body };
      const fx = orderFxOf(await sharedRates(app.sharedAnswers, app.db), currencyOfRequest(req));
      const created = await placeOrders(app.db, scope, req.body, times, orderNumber, fx);
      return reply.ok(created, 'success.orderCreated');
    },
  );
  app.post(
    OrderApi.pay,
    {
      config: keyed,
      schema: {
        summary: 'Pay unpaid orders from the balance',
        tags,
        body: PayBody,
        response: responses(PayData),
        errors: [ErrorKey.NotFound, ErrorKey.OrderState, ErrorKey.InsufficientBalance, ...PAY_PROOF_ERRORS],
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const scope = { userId, key: req.idempotencyKey, route: OrderApi.pay, body: req.body };
      const deps = { db: app.db, hasher: app.payCodes, rp: app.relyingParty, ip: req.ip };
      const paid = await payOrders(deps, scope, req.body.order_ids, req.body, (moved) =>
        app.userMemory.setBalance(userId, moved.cents, moved.version),
      );
      return reply.ok(paid, 'success.paid');
    },
  );

  app.get(
    OrderApi.list,
    {
      config: user,
      schema: {
        summary: "List the buyer's orders, by state",
        tags,
        querystring: OrderListQuery,
        response: responses(pageOf(OrderSummary)),
      },
    },
    async (req, reply) => reply.ok(await listOrders(app.db, req.user!.id, req.query)),
  );
  app.get(
    OrderApi.counts,
    {
      config: user,
      schema: { summary: "Count the buyer's orders in each state", tags, response: responses(OrderCounts) },
    },
    async (req, reply) => reply.ok(await orderCounts(app.db, req.user!.id)),
  );
  app.get(
    OrderApi.detail,
    {
      config: user,
      schema: {
        summary: 'Read an order with its tracking',
        tags,
        querystring: OrderIdQuery,
        response: responses(OrderDetail),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await orderDetail(app.db, req.query.id, req.user!.id)),
  );
  app.post(
    OrderApi.cancel,
    {
      config: { ...user, keyed: true },
      schema: {
        summary: 'Cancel an order not yet shipped; a paid one is refunded at once',
        tags,
        body: OrderCancelBody,
        response: responses(OrderDetail),
        errors: [ErrorKey.NotFound, ErrorKey.OrderState],
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const { id, reason, reason_code: reasonCode } = req.body;
      // A paid order's refund is a money write: the same key has one effect and replays its answer.
      const scope = { userId, key: req.idempotencyKey, route: OrderApi.cancel, body: req.body };
      const { refundedCents } = await idempotent(app.db, scope, async (tx) => {
        const cancelled = await cancelOrder(tx, id, 'buyer', { reason: reason || null, reasonCode, userId });
        return { refundedCents: cancelled.refundedCents };
      });
      const message = refundedCents > 0 ? 'success.orderCancelledRefunded' : 'success.orderCancelled';
      return reply.ok(await orderDetail(app.db, id, userId), message);
    },
  );
  app.post(
    OrderApi.confirm,
    {
      config: user,
      schema: {
        summary: 'Confirm a delivered order was received',
        tags,
        body: OrderIdBody,
        response: responses(OrderDetail),
        errors: [ErrorKey.NotFound, ErrorKey.OrderState],
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      await app.db.transaction((tx) => confirmReceipt(tx, userId, req.body.id));
      return reply.ok(await orderDetail(app.db, req.body.id, userId), 'success.receiptConfirmed');
    },
  );
};
