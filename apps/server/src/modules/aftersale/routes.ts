import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AfterSaleApi,
  IDEMPOTENCY_HEADER,
  ProductReviewsData,
  ProductReviewsQuery,
  Refund,
  RefundApplyBody,
  RefundDetailData,
  RefundDetailQuery,
  RefundReturnBody,
  ReviewBody,
} from '@tradewind/contract';
import { idempotent } from '../../lib/idempotency.js';
import { responses } from '../../lib/route-schema.js';
import { orderDetail } from '../orders/views.js';
import { OrderDetail } from '@tradewind/contract';
import { applyRefund, findRefundOfOrder, refundOfOrder, sendBack } from './refunds.js';
import { productReviews } from './product-reviews.js';
import { reviewOrder } from './reviews.js';

const user = { auth: 'user' as const };
const tags = ['after-sale'];

export const afterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AfterSaleApi.apply,
    { config: user, schema: { tags, body: RefundApplyBody, response: responses(Refund) } },
    async (req, reply) => {
      const key = req.headers[IDEMPOTENCY_HEADER];
      const scope = {
        userId: req.user!.id,
        key: typeof key === 'string' ? key : undefined,
        route: AfterSaleApi.apply,
        body: req.body,
      };
      const refund = await idempotent(app.db, scope, (tx) => applyRefund(tx, req.user!.id, req.body));
      return reply.ok(refund, 'success.refundSubmitted');
    },
  );
  app.get(
    AfterSaleApi.detail,
    { config: user, schema: { tags, querystring: RefundDetailQuery, response: responses(RefundDetailData) } },
    async (req, reply) => reply.ok(await findRefundOfOrder(app.db, req.user!.id, req.query.order_id)),
  );
  app.post(
    AfterSaleApi.sendBack,
    { config: user, schema: { tags, body: RefundReturnBody, response: responses(Refund) } },
    async (req, reply) => {
      const row = await sendBack(app.db, req.user!.id, req.body.id, req.body.carrier, req.body.tracking_no);
      return reply.ok(await refundOfOrder(app.db, req.user!.id, row.orderId), 'success.returnSent');
    },
  );
  app.post(
    AfterSaleApi.review,
    { config: user, schema: { tags, body: ReviewBody, response: responses(OrderDetail) } },
    async (req, reply) => {
      await app.db.transaction((tx) => reviewOrder(tx, req.user!.id, req.body));
      return reply.ok(await orderDetail(app.db, req.body.order_id, req.user!.id), 'success.reviewed');
    },
  );
  app.get(
    AfterSaleApi.productReviews,
    {
      config: { auth: 'optional' },
      schema: { tags, querystring: ProductReviewsQuery, response: responses(ProductReviewsData) },
    },
    async (req, reply) => {
      const { id, with_pictures: withPictures, page, limit } = req.query;
      return reply.ok(await productReviews(app.db, id, withPictures === '1', { page, limit }));
    },
  );
};
