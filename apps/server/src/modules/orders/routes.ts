import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Address,
  AddressApi,
  AddressBody,
  AddressIdBody,
  AddressIdQuery,
  CartAddBody,
  CartApi,
  CartData,
  CartLinesBody,
  CartRemoveBody,
  CartSelectBody,
  CartUpdateBody,
  CheckoutBody,
  CheckoutPreview,
  CountData,
  CreatedOrders,
  IDEMPOTENCY_HEADER,
  OrderApi,
  OrderCancelBody,
  OrderCounts,
  OrderDetail,
  OrderIdBody,
  OrderIdQuery,
  OrderListQuery,
  OrderSummary,
  PageQuery,
  PayBody,
  PayData,
  pageOf,
} from '@tradewind/contract';
import { idempotent } from '../../lib/idempotency.js';
import { responses } from '../../lib/route-schema.js';
import { verifyPayCode } from '../account/pay-code.js';
import { deleteAddress, findAddress, listAddresses, saveAddress, setDefaultAddress, toAddress } from './addresses.js';
import {
  addToCart,
  cartCount,
  cartOf,
  moveToBag,
  removeFromCart,
  saveForLater,
  selectCart,
  updateCartItem,
} from './cart.js';
import { createOrders, previewCheckout, type OrderTimes } from './checkout.js';
import { cancelOrder, confirmReceipt } from './lifecycle.js';
import { payOrders, precheckPayment } from './payment.js';
import { listOrders, orderCounts, orderDetail } from './views.js';

const user = { auth: 'user' as const };
const keyOf = (headers: Record<string, unknown>) => {
  const value = headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' ? value : undefined;
};

export const orderRoutes: FastifyPluginAsyncZod<{ times: OrderTimes }> = async (app, { times }) => {
  const tags = { address: ['addresses'], cart: ['bag'], order: ['orders'] };

  app.get(
    AddressApi.list,
    { config: user, schema: { tags: tags.address, querystring: PageQuery, response: responses(pageOf(Address)) } },
    async (req, reply) => reply.ok(await listAddresses(app.db, req.user!.id, req.query)),
  );
  app.get(
    AddressApi.detail,
    { config: user, schema: { tags: tags.address, querystring: AddressIdQuery, response: responses(Address) } },
    async (req, reply) => reply.ok(toAddress(await findAddress(app.db, req.user!.id, req.query.id))),
  );
  app.post(
    AddressApi.add,
    { config: user, schema: { tags: tags.address, body: AddressBody, response: responses(Address) } },
    async (req, reply) => reply.ok(await saveAddress(app.db, req.user!.id, req.body), 'success.saved'),
  );
  app.post(
    AddressApi.setDefault,
    { config: user, schema: { tags: tags.address, body: AddressIdBody, response: responses(z.null()) } },
    async (req, reply) => {
      await setDefaultAddress(app.db, req.user!.id, req.body.id);
      return reply.ok(null, 'success.saved');
    },
  );
  // SPEC §7 has it as a GET.
  app.get(
    AddressApi.del,
    { config: user, schema: { tags: tags.address, querystring: AddressIdQuery, response: responses(z.null()) } },
    async (req, reply) => {
      await deleteAddress(app.db, req.user!.id, req.query.id);
      return reply.ok(null, 'success.removed');
    },
  );

  app.get(
    CartApi.list,
    { config: user, schema: { tags: tags.cart, response: responses(CartData) } },
    async (req, reply) => reply.ok(await cartOf(app.db, req.user!.id)),
  );
  app.get(
    CartApi.count,
    { config: user, schema: { tags: tags.cart, response: responses(CountData) } },
    async (req, reply) => reply.ok({ count: await cartCount(app.db, req.user!.id) }),
  );
  app.post(
    CartApi.add,
    { config: user, schema: { tags: tags.cart, body: CartAddBody, response: responses(CartData) } },
    async (req, reply) =>
      reply.ok(await addToCart(app.db, req.user!.id, req.body.sku_id, req.body.quantity), 'success.addedToBag'),
  );
  app.post(
    CartApi.update,
    { config: user, schema: { tags: tags.cart, body: CartUpdateBody, response: responses(CartData) } },
    async (req, reply) => reply.ok(await updateCartItem(app.db, req.user!.id, req.body.id, req.body)),
  );
  app.post(
    CartApi.select,
    { config: user, schema: { tags: tags.cart, body: CartSelectBody, response: responses(CartData) } },
    async (req, reply) => reply.ok(await selectCart(app.db, req.user!.id, req.body.selected, req.body.shop_id)),
  );
  app.post(
    CartApi.remove,
    { config: user, schema: { tags: tags.cart, body: CartRemoveBody, response: responses(CartData) } },
    async (req, reply) => reply.ok(await removeFromCart(app.db, req.user!.id, req.body.ids), 'success.removed'),
  );
  app.post(
    CartApi.saveForLater,
    { config: user, schema: { tags: tags.cart, body: CartLinesBody, response: responses(CartData) } },
    async (req, reply) => reply.ok(await saveForLater(app.db, req.user!.id, req.body.ids), 'success.savedForLater'),
  );
  app.post(
    CartApi.moveToBag,
    { config: user, schema: { tags: tags.cart, body: CartLinesBody, response: responses(CartData) } },
    async (req, reply) => reply.ok(await moveToBag(app.db, req.user!.id, req.body.ids), 'success.movedToBag'),
  );

  app.post(
    OrderApi.preview,
    { config: user, schema: { tags: tags.order, body: CheckoutBody, response: responses(CheckoutPreview) } },
    async (req, reply) => reply.ok(await previewCheckout(app.db, req.user!.id, req.body)),
  );
  app.post(
    OrderApi.create,
    { config: user, schema: { tags: tags.order, body: CheckoutBody, response: responses(CreatedOrders) } },
    async (req, reply) => {
      const userId = req.user!.id;
      const scope = { userId, key: keyOf(req.headers), route: OrderApi.create, body: req.body };
      const created = await idempotent(app.db, scope, (tx) => createOrders(tx, userId, req.body, times));
      return reply.ok(created, 'success.orderCreated');
    },
  );
  app.post(
    OrderApi.pay,
    { config: user, schema: { tags: tags.order, body: PayBody, response: responses(PayData) } },
    async (req, reply) => {
      const userId = req.user!.id;
      const scope = { userId, key: keyOf(req.headers), route: OrderApi.pay, body: req.body };
      const paid = await idempotent(
        app.db,
        scope,
        (tx) => payOrders(tx, userId, req.body.order_ids),
        async () => {
          await precheckPayment(app.db, userId, req.body.order_ids);
          await verifyPayCode(app.db, app.payCodes, userId, req.body.pay_password);
        },
      );
      return reply.ok(paid, 'success.paid');
    },
  );

  app.get(
    OrderApi.list,
    {
      config: user,
      schema: { tags: tags.order, querystring: OrderListQuery, response: responses(pageOf(OrderSummary)) },
    },
    async (req, reply) => reply.ok(await listOrders(app.db, req.user!.id, req.query)),
  );
  app.get(
    OrderApi.counts,
    { config: user, schema: { tags: tags.order, response: responses(OrderCounts) } },
    async (req, reply) => reply.ok(await orderCounts(app.db, req.user!.id)),
  );
  app.get(
    OrderApi.detail,
    { config: user, schema: { tags: tags.order, querystring: OrderIdQuery, response: responses(OrderDetail) } },
    async (req, reply) => reply.ok(await orderDetail(app.db, req.query.id, req.user!.id)),
  );
  app.post(
    OrderApi.cancel,
    { config: user, schema: { tags: tags.order, body: OrderCancelBody, response: responses(OrderDetail) } },
    async (req, reply) => {
      const userId = req.user!.id;
      await app.db.transaction((tx) => cancelOrder(tx, req.body.id, 'buyer', req.body.reason || null, userId));
      return reply.ok(await orderDetail(app.db, req.body.id, userId), 'success.orderCancelled');
    },
  );
  app.post(
    OrderApi.confirm,
    { config: user, schema: { tags: tags.order, body: OrderIdBody, response: responses(OrderDetail) } },
    async (req, reply) => {
      const userId = req.user!.id;
      await app.db.transaction((tx) => confirmReceipt(tx, userId, req.body.id));
      return reply.ok(await orderDetail(app.db, req.body.id, userId), 'success.receiptConfirmed');
    },
  );
};
