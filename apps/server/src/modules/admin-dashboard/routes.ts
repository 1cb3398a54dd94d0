import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardApi, DashboardData, DashboardQuery } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { cancelledAfterPayment, lowStock, ordersByState, pendingWork } from './queues.js';
import { salesSeries, seriesStart } from './sales.js';
import { lateFigures } from '../protection/late-credits.js';

/**
 * The operator's dashboard: sales, orders by state, what waits for a decision, and low stock. Days are UTC
 * calendar days, whatever the operator's time zone: `today` in the answer says which day "today" is.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminDashboardApi.dashboard,
    {
      config: { auth: 'operator' },
      schema: {
        summary: 'Read the dashboard: sales, orders by state, waiting work, low stock',
        tags: ['admin: dashboard'],
        querystring: DashboardQuery,
        response: responses(DashboardData),
      },
    },
    async (req, reply) => {
      const { low_stock: threshold, low_stock_limit: limit } = req.query;
      const now = new Date();
      const [sales, orders_by_status, pending, low_stock, cancelled_after_payment, late] = await Promise.all([
        salesSeries(app.db, now),
        ordersByState(app.db),
        pendingWork(app.db),
        lowStock(app.db, threshold, limit),
        cancelledAfterPayment(app.db, seriesStart(now)),
        lateFigures(app.db, now),
      ]);
      return reply.ok({
        today: sales.today.date,
        sales,
        orders_by_status,
        pending,
        cancelled_after_payment,
        late,
        low_stock,
      });
    },
  );
};
