import { desc, eq } from 'drizzle-orm';
import {
  OrderStatus,
  furthestStage,
  orderDeliveryWindow,
  sortTrackingEvents,
  trackingUrl,
  type OrderDetail,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { logisticsEvents, type orders } from '../../db/schema/index.js';

type Tracking = Pick<OrderDetail, 'logistics' | 'tracking_url' | 'stage' | 'delivery_window'>;

/** An order is on its way from payment until it is received: only then does a delivery window mean anything. */
const ON_ITS_WAY: number[] = [OrderStatus.WaitingDelivery, OrderStatus.Delivered];

/**
 * What the buyer follows of a parcel: its updates newest first (by when they happened, to the minute, the further
 * stage first within one), the furthest stage reached, the carrier's own page, and the window from the shop's
 * promise as it stood when ordered.
 */
export async function trackingOf(db: Database, order: typeof orders.$inferSelect): Promise<Tracking> {
  const events = await db
    .select()
    .from(logisticsEvents)
    .where(eq(logisticsEvents.orderId, order.id))
    .orderBy(desc(logisticsEvents.happenedAt), desc(logisticsEvents.id));
  const { handlingDays, transitMinDays, transitMaxDays } = order;
  const promised = handlingDays !== null && transitMinDays !== null && transitMaxDays !== null;
  const logistics = sortTrackingEvents(
    events.map((e) => ({ text: e.text, location: e.location, at: e.happenedAt.toISOString(), stage: e.stage })),
  );
  return {
    logistics,
    tracking_url: trackingUrl(order.carrier, order.trackingNo),
    stage: furthestStage(logistics),
    delivery_window:
      promised && ON_ITS_WAY.includes(order.status)
        ? orderDeliveryWindow(
            { handling_days: handlingDays, transit_min_days: transitMinDays, transit_max_days: transitMaxDays },
            { paidAt: order.paidAt, shippedAt: order.shippedAt },
          )
        : null,
  };
}
