import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CANCEL_REASONS, type CurrencyCode, type OrderCustoms, type TrackingStage } from '@tradewind/contract';
import { users } from './users.js';
import { products, shops, skus } from './catalogue.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    addressee: text('addressee').notNull(),
    mobile: text('mobile').notNull(),
    area: text('area').notNull(),
    detailedAddress: text('detailed_address').notNull(),
    tag: text('tag').notNull(),
    /** ISO 3166-1 alpha-2; null on an address saved without one (the specification's address has no country). */
    country: text('country'),
    /** Checked against the country's pattern (contract/addresses); null on an address saved without one. */
    postalCode: text('postal_code'),
    /** The recipient's customs ID (decision 041), AES-256-GCM like card numbers (lib/secret-box.ts); never logged. */
    customsIdCipher: text('customs_id_cipher'),
    /** What the buyer is shown of it ("P•••••••••234"). */
    customsIdMasked: text('customs_id_masked'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default per buyer.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    /** Saved for later: out of the bag (not counted, never checked out) until moved back. */
    savedAt: at('saved_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_user_sku_idx').on(t.userId, t.skuId)],
);

/** What a shop charges to ship one order; goods from `free_over_cents` ship free. No row: free shipping. */
export const freightRules = pgTable('freight_rules', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id),
  baseCents: money('base_cents').notNull(),
  freeOverCents: money('free_over_cents'),
});

export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
  /** Cents off for 'amount', basis points off for 'percent'. */
  value: integer('value').notNull(),
  minOrderCents: money('min_order_cents').notNull().default(0),
  usesLeft: integer('uses_left').notNull(),
  expiresAt: at('expires_at'),
  enabled: boolean('enabled').notNull().default(true),
  /** A shop's own code: it takes off that shop's goods only. Null: every shop's. */
  shopId: integer('shop_id').references(() => shops.id),
  createdAt: createdAt(),
});

/** One submission of the checkout: its orders (one per shop) and the promo code they share. */
export const checkouts = pgTable('checkouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: userId(),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
  /** Set once the promo code's use has been given back (every order of the checkout cancelled). */
  promoReturned: boolean('promo_returned').notNull().default(false),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sn: text('sn').notNull().unique(),
    userId: userId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    checkoutId: bigint('checkout_id', { mode: 'number' })
      .notNull()
      .references(() => checkouts.id),
    status: smallint('status').notNull().default(0),
    /** The state an after-sale request came from, to go back to when it is refused (docs/architecture.md §5). */
    statusBeforeAfterSale: smallint('status_before_after_sale'),
    goodsCents: money('goods_cents').notNull(),
    freightCents: money('freight_cents').notNull(),
    discountCents: money('discount_cents').notNull(),
    /** Import duty and VAT/GST paid with the order, part of its total (decision 040). */
    importDutyCents: money('import_duty_cents').notNull().default(0),
    importTaxCents: money('import_tax_cents').notNull().default(0),
    totalCents: money('total_cents').notNull(),
    promoCode: text('promo_code'),
    /** The address as it was when ordered. */
    address: jsonb('address')
      .$type<{
        addressee: string;
        mobile: string;
        area: string;
        detailed_address: string;
        tag: string;
        /** Absent on orders placed before addresses had a country. */
        country?: string | null;
        /** Absent on orders placed before addresses had them (decision 041). */
        postal_code?: string | null;
        /** The customs ID sealed, as the address kept it; opened only for the operator's shipping screen. */
        customs_id_cipher?: string | null;
        customs_id_masked?: string | null;
      }>()
      .notNull(),
    /**
     * The buyer's display currency and its rate when ordered (`OrderFx`): the order's amounts, refunds included,
     * are estimated at it. Null for a buyer reading dollars, and on orders placed before rates existed.
     */
    /** The customs rules, rate and line duties the order was priced with (`OrderCustoms`); null before duties. */
    customs: jsonb('customs').$type<NonNullable<OrderCustoms>>(),
    fx: jsonb('fx').$type<{ currency: CurrencyCode; rate: string; set_at: string }>(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    /** The shop's delivery days when ordered, as prices are: a later change of the promise keeps this one. */
    handlingDays: smallint('handling_days'),
    transitMinDays: smallint('transit_min_days'),
    transitMaxDays: smallint('transit_max_days'),
    /** Who cancelled: the buyer, the payment timeout, or the operator (the reason is theirs, as typed). */
    cancelledBy: text('cancelled_by', { enum: ['buyer', 'timeout', 'operator'] }),
    cancelReason: text('cancel_reason'),
    /** The reason a buyer picked from CANCEL_REASONS when cancelling a paid order. */
    cancelReasonCode: text('cancel_reason_code', { enum: CANCEL_REASONS }),
    payDeadline: at('pay_deadline').notNull(),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    receivedAt: at('received_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    /**
     * Buyer protection (decision 045), set when the order is delivered from the shop's days: the moment it is received
     * automatically, and the last moment a refund may be asked for (whatever the state, a review included).
     */
    protectionEndsAt: at('protection_ends_at'),
    returnsUntil: at('returns_until'),
    /** When a refund request stopped the protection clock; a refusal adds the time stopped to its end. */
    protectionPausedAt: at('protection_paused_at'),
    /**
     * The end of the last day of the window promised at payment (UTC calendar days after the payment day, decision
     * 021): not delivered by then, the order is late and earns its buyer a credit.
     */
    deliverBy: at('deliver_by').generatedAlwaysAs(
      sql`(date_trunc('day', paid_at at time zone 'UTC') + make_interval(days => handling_days + transit_max_days + 1)) at time zone 'UTC'`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_checkout_idx').on(t.checkoutId),
    // The dashboard's sales series.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    // The job loop's three queues.
    index('orders_due_payment_idx')
      .on(t.payDeadline)
      .where(sql`${t.status} = 0`),
    index('orders_due_protection_idx')
      .on(t.protectionEndsAt)
      .where(sql`${t.status} = 2`),
    // The late-credit job's queue: orders on their way, by the end of their promise.
    index('orders_due_late_idx')
      .on(t.deliverBy)
      .where(sql`${t.status} in (1, 2)`),
    index('orders_due_completion_idx')
      .on(t.receivedAt)
      .where(sql`${t.status} = 3`),
  ],
);

/** Prices, titles and pictures are copied in: later changes to the product do not change an order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    image: text('image').notNull(),
    specs: text('specs').array().notNull(),
    priceCents: money('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: money('amount_cents').notNull(),
  },
  // By SKU too: the operator's product form asks which SKUs were ordered, and removing an SKU checks its lines.
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_sku_idx').on(t.skuId)],
);

export const logisticsEvents = pgTable(
  'logistics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    text: text('text').notNull(),
    location: text('location'),
    /** One of TRACKING_STAGES; null for a plain note. */
    stage: text('stage').$type<TrackingStage>(),
    /** When it happened, as the operator says (default: when entered). */
    happenedAt: at('happened_at').notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('logistics_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Paid orders whose units the sales counter has not added to the sold figures yet (decision 033): a payment inserts
 * its orders here, the counter deletes them as it counts. No foreign key: orders are never deleted, and the check
 * would cost every payment a lookup for nothing.
 */
export const salesToCount = pgTable('sales_to_count', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
});
