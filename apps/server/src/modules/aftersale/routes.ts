import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AfterSaleApi,
  ProductReviewsData,
  ProductReviewsQuery,
  Refund,
  RefundApplyBody,
  RefundDetailData,
  RefundDetailQuery,
  RefundReturnBody,
  ReviewBody,
  ErrorKey,
} from '@tradewind/contract';
import { idempotent } from '../../lib/idempotency.js';
import { responses } from '../../lib/route-schema.js';
import { orderDetail } from '../orders/views.js';
import { OrderDetail } from '@tradewind/contract';
import { applyRefund, findRefundOfOrder, refundOfOrder, sendBack } from './refunds.js';
import { productReviews } from './product-reviews.js';
import { reviewOrder } from './reviews.js';
import { assertOwnUploads, publishPictures } from '../uploads/service.js';
import type { ObjectStore } from '../../lib/storage/object-store.js';

const user = { auth: 'user' as const };
const tags = ['after-sale'];

export const afterSaleRoutes: FastifyPluginAsyncZod<{ store: ObjectStore }> = async (app, { store }) => {
  app.post(
    AfterSaleApi.apply,
    {
      config: { ...user, keyed: true },
      schema: {
        summary: 'Ask for a refund of an order, with or without sending it back',
        tags,
        body: RefundApplyBody,
        response: responses(Refund),
        errors: [ErrorKey.NotFound, ErrorKey.RefundExists, ErrorKey.OrderState],
      },
    },
    async (req, reply) => {
      const scope = {
        userId: req.user!.id,
        key: req.idempotencyKey,
        route: AfterSaleApi.apply,
        body: req.body,
      };
      const refund = await idempotent(app.db, scope, (tx) => applyRefund(tx, req.user!.id, req.body));
      return reply.ok(refund, 'success.refundSubmitted');
    },
  );
  app.get(
    AfterSaleApi.detail,
    {
      config: user,
      schema: {
        summary: "Read an order's refund, if it has one",
        tags,
        querystring: RefundDetailQuery,
        response: responses(RefundDetailData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await findRefundOfOrder(app.db, req.user!.id, req.query.order_id)),
  );
  app.post(
    AfterSaleApi.sendBack,
    {
      config: user,
      schema: {
        summary: 'Say how the goods of an approved refund are coming back',
        tags,
        body: RefundReturnBody,
        response: responses(Refund),
        errors: [ErrorKey.NotFound, ErrorKey.OrderState],
      },
    },
    async (req, reply) => {
      const row = await sendBack(app.db, req.user!.id, req.body.id, req.body.carrier, req.body.tracking_no);
      return reply.ok(await refundOfOrder(app.db, req.user!.id, row.orderId), 'success.returnSent');
    },
  );
  app.post(
    AfterSaleApi.review,
    {
      config: user,
      schema: {
        summary: 'Review the products of a received order',
        tags,
        body: ReviewBody,
        response: responses(OrderDetail),
        errors: [ErrorKey.NotFound, ErrorKey.OrderState],
      },
    },
    async (req, reply) => {
      const pictures = req.body.items.flatMap((item) => item.pictures);
      // Only the buyer's own pictures are copied out of their private folder, and before the review names them.
      await assertOwnUploads(app.db, req.user!.id, pictures, 'items', 'validation.invalid');
      await publishPictures(store, pictures);
      await app.db.transaction((tx) => reviewOrder(tx, req.user!.id, req.body));
      return reply.ok(await orderDetail(app.db, req.body.order_id, req.user!.id), 'success.reviewed');
    },
  );
  app.get(
    AfterSaleApi.productReviews,
    {
      config: { auth: 'optional' },
      schema: {
        summary: "List a product's reviews",
        tags,
        querystring: ProductReviewsQuery,
        response: responses(ProductReviewsData),
      },
    },
    async (req, reply) => {
      const { id, with_pictures: withPictures, page, limit } = req.query;
      return reply.ok(await productReviews(app.db, id, withPictures === '1', { page, limit }));
    },
  );
};
