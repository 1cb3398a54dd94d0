import { z } from 'zod';
import { OrderStatus } from '../status.js';
import { PageQuery } from '../catalogue/schemas.js';
import {
  V,
  mobile,
  optionalText,
  payCode,
  positiveBigId,
  positiveId,
  queryBigId,
  requiredText,
  searchKeyword,
  textInput,
} from '../validation.js';
import { amount, moneyOrZero } from '../wallet/schemas.js';
import { TRACKING_STAGES } from '../shipping/stages.js';
import { ShopTransit } from '../shipping/destination.js';
import { LogisticsEvent } from '../shipping/tracking.js';
import { CANCEL_REASONS, CV_ORDER } from './cancel-reasons.js';
import { OrderFx } from '../money/schemas.js';
import { CheckoutCustoms, ImportCharges, OrderCustoms } from '../customs/schemas.js';

export const MAX_QUANTITY = 999;
const quantity = z
  .number({ error: V.invalid })
  .int({ error: V.invalid })
  .min(1, { error: V.invalid })
  .max(MAX_QUANTITY, { error: V.invalid });

/**
 * The country a parcel goes to, as ISO 3166-1 alpha-2 ("KR"). The specification's address has none: an address
 * saved without one (an older one, or a client that does not send it) has `null`, and customs, duties and the
 * delivery zone then fall back to what is known without it.
 */
export const CountryCode = textInput({ error: V.invalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: V.invalid });

/** docs/product.md §5: addressee, mobile, area, detailed address and tag are required; the country is ours. */
export const AddressBody = z.object({
  id: positiveBigId.optional(),
  addressee: requiredText(40),
  mobile,
  area: requiredText(120),
  detailed_address: requiredText(200, { multiline: true }),
  tag: requiredText(20),
  country: CountryCode.nullable().optional(),
  /** Checked against the country's pattern by `addressShapeErrors` (contract/addresses); kept in capitals. */
  postal_code: optionalText(20).nullable().optional(),
  /** Where the country's customs ask for one (contract/customs-ids): written only, never read back in full. */
  customs_id: optionalText(40).nullable().optional(),
  is_default: z.boolean({ error: V.invalid }).default(false),
});
export type AddressBody = z.input<typeof AddressBody>;
export const Address = z.object({
  id: z.number().int(),
  addressee: z.string(),
  mobile: z.string(),
  area: z.string(),
  detailed_address: z.string(),
  tag: z.string(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** The customs ID masked ("P•••••••••234"); null when the address has none. */
  customs_id_masked: z.string().nullable(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export const AddressIdQuery = z.object({ id: queryBigId });
export const AddressIdBody = z.object({ id: positiveBigId });

export const CartItem = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  specs: z.array(z.string()),
  price_cents: z.number().int(),
  stock: z.number().int(),
  quantity: z.number().int(),
  selected: z.boolean(),
  /** Off the shelf or out of stock: shown, not selectable. */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof CartItem>;
export const ShopRef = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export type ShopRef = z.infer<typeof ShopRef>;
export const CartData = z.object({
  shops: z.array(
    z.object({
      shop: ShopRef,
      items: z.array(CartItem),
      /** The shop's freight rule (null: it ships free), for the bag's "Add $X for free shipping". */
      freight: z.object({ base_cents: z.number().int(), free_over_cents: z.number().int().nullable() }).nullable(),
      /** The shop's days, for the bag's window to the buyer's address (`daysTo`, decision 042). */
      delivery: ShopTransit,
    }),
  ),
  selected_count: z.number().int(),
  selected_cents: z.number().int(),
  /** Saved for later, newest first: not in the bag's count, totals or checkout. */
  saved: z.array(CartItem.extend({ shop: ShopRef })),
});
export type CartData = z.infer<typeof CartData>;
export const CartAddBody = z.object({ sku_id: positiveId, quantity });
export const CartUpdateBody = z.object({
  id: positiveBigId,
  quantity: quantity.optional(),
  selected: z.boolean().optional(),
});
export const CartSelectBody = z.object({
  selected: z.boolean({ error: V.invalid }),
  /** One shop's items, or every item when no shop is given. */
  shop_id: positiveId.optional(),
});
export const CartRemoveBody = z.object({ ids: z.array(positiveBigId).min(1, { error: V.required }).max(200) });
/** Bag lines to save for later, or saved lines to move back to the bag. */
export const CartLinesBody = CartRemoveBody;
export const CountData = z.object({ count: z.number().int() });

/** Checkout: the selected bag items, or `items` for 'Buy now' (the bag is left alone). */
export const CheckoutBody = z.object({
  items: z
    .array(z.object({ sku_id: positiveId, quantity }))
    .min(1)
    .max(50)
    .optional(),
  address_id: positiveBigId.optional(),
  promo_code: optionalText(32).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

export const OrderLine = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  specs: z.array(z.string()),
  price_cents: z.number().int(),
  quantity: z.number().int(),
  amount_cents: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLine>;
export const CheckoutGroup = z.object({
  shop: ShopRef,
  lines: z.array(OrderLine),
  goods_cents: z.number().int(),
  freight_cents: z.number().int(),
  discount_cents: z.number().int(),
  ...ImportCharges.shape,
  total_cents: z.number().int(),
  /**
   * When this shop's order would arrive at the address if paid now, by the shop's days to its zone (decisions 021
   * and 042); null when the shop does not ship to the address's country (placing the order is refused).
   */
  delivery_window: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
});
export const CheckoutPreview = z.object({
  address: Address.nullable(),
  groups: z.array(CheckoutGroup),
  promo: z.object({ code: z.string(), discount_cents: z.number().int() }).nullable(),
  goods_cents: z.number().int(),
  freight_cents: z.number().int(),
  discount_cents: z.number().int(),
  ...ImportCharges.shape,
  total_cents: z.number().int(),
  customs: CheckoutCustoms,
});
export type CheckoutPreview = z.infer<typeof CheckoutPreview>;
export const CreatedOrders = z.object({
  orders: z.array(z.object({ id: z.number().int(), sn: z.string(), total_cents: z.number().int() })),
  total_cents: z.number().int(),
});
export type CreatedOrders = z.infer<typeof CreatedOrders>;

export const PayBody = z.object({ order_ids: z.array(positiveBigId).min(1).max(50), pay_password: payCode });
export const PayData = z.object({ paid: z.array(z.number().int()), balance_cents: z.number().int() });

const ORDER_STATUS_VALUES = Object.values(OrderStatus) as number[];
export const OrderListQuery = PageQuery.extend({
  status: z
    .string()
    .optional()
    .refine((s) => s === undefined || s === '' || s === 'all' || ORDER_STATUS_VALUES.includes(Number(s)), {
      error: V.invalid,
    }),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

const orderStatus = z.number().int();
export const OrderSummary = z.object({
  id: z.number().int(),
  sn: z.string(),
  status: orderStatus,
  shop: ShopRef,
  lines: z.array(OrderLine),
  total_cents: z.number().int(),
  /** In after-sale, where its refund stands (RefundStatus), which names the order ("Refunded"); null otherwise. */
  refund_status: z.number().int().nullable(),
  /** The display currency's rate when the order was placed: its amounts, refunds included, are estimated at it. */
  fx: OrderFx,
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderDetail = OrderSummary.extend({
  address: Address.omit({ id: true, is_default: true }),
  goods_cents: z.number().int(),
  freight_cents: z.number().int(),
  discount_cents: z.number().int(),
  ...ImportCharges.shape,
  customs: OrderCustoms,
  promo_code: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  logistics: z.array(LogisticsEvent),
  /** The carrier's page for this parcel, when we know the carrier (shipping/carriers.ts). */
  tracking_url: z.string().nullable(),
  /** The latest tracking event's stage; null before any staged event. */
  stage: z.enum(TRACKING_STAGES).nullable(),
  /** From payment, or from shipping once shipped, by the shop's promise when ordered; null when not on its way. */
  delivery_window: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
  cancelled_by: z.enum(['buyer', 'timeout', 'operator']).nullable(),
  /** As typed by the buyer or the operator; null when none was given. */
  cancel_reason: z.string().nullable(),
  /** The reason a buyer picked when cancelling a paid order (its words are the reader's language's). */
  cancel_reason_code: z.enum(CANCEL_REASONS).nullable(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
  /** When an unpaid order is cancelled automatically. */
  pay_deadline: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;
/** The operator's view of an order: its customs ID in full, for the parcel's declaration (decision 041). */
export const AdminOrderDetail = OrderDetail.extend({
  address: OrderDetail.shape.address.extend({ customs_id: z.string().nullable() }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
export const OrderIdQuery = z.object({ id: queryBigId });

/**
 * Cancel an order not yet shipped: an unpaid one (with a reason typed, if any), or a paid one with a reason picked
 * from CANCEL_REASONS (required there; the server says so), refunded to the balance at once.
 */
export const OrderCancelBody = z.object({
  id: positiveBigId,
  reason: optionalText(200, { multiline: true }).optional(),
  reason_code: z.enum(CANCEL_REASONS, { error: CV_ORDER.cancelReason }).optional(),
});
export type OrderCancelBody = z.input<typeof OrderCancelBody>;
export const OrderIdBody = z.object({ id: positiveBigId });

/** Admin */
export const AdminOrderQuery = PageQuery.extend({
  status: OrderListQuery.shape.status,
  sn: optionalText(40).optional(),
  account: optionalText(64).optional(),
});
export const AdminOrderSummary = OrderSummary.extend({
  user: z.object({ id: z.number().int(), account: z.string() }),
  /** When the buyer paid; null while unpaid (and for an order cancelled unpaid). */
  paid_at: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export type AdminOrderQuery = z.input<typeof AdminOrderQuery>;
export const ShipBody = z.object({ id: positiveBigId, carrier: requiredText(40), tracking_no: requiredText(60) });
export const CloseBody = z.object({ id: positiveBigId, reason: requiredText(200, { multiline: true }) });
export const PROMO_KINDS = ['amount', 'percent'] as const;
export const PromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Cents for 'amount', basis points for 'percent'. */
  value: z.number().int(),
  min_order_cents: z.number().int(),
  uses_left: z.number().int(),
  expires_at: z.string().nullable(),
  enabled: z.boolean(),
  /** A shop's own code (it takes off that shop's goods only); null: every shop's. */
  shop: ShopRef.pick({ id: true, name: true }).nullable(),
});
export type PromoCode = z.infer<typeof PromoCode>;
/** The promo desk: a page of codes, newest first, `keyword` matching part of the code. */
export const AdminPromoQuery = PageQuery.extend({ keyword: searchKeyword });
export type AdminPromoQuery = z.input<typeof AdminPromoQuery>;
export const PromoCodeSaveBody = z
  .object({
    id: positiveId.optional(),
    code: textInput({ error: V.required })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4,20}$/, { error: V.invalid }),
    /** 'amount': `amount` off (a decimal string); 'percent': `percent` off (1–90). */
    kind: z.enum(PROMO_KINDS, { error: V.invalid }),
    amount: amount.optional(),
    percent: z.number({ error: V.invalid }).int({ error: V.invalid }).min(1).max(90).optional(),
    min_order: moneyOrZero.default(0),
    uses_left: z.number({ error: V.invalid }).int({ error: V.invalid }).min(0).max(1_000_000),
    expires_at: z.iso.datetime({ error: V.invalid }).nullable().default(null),
    enabled: z.boolean({ error: V.invalid }).default(true),
    /** A shop's own code; null (or left out) for every shop. */
    shop_id: positiveId.nullable().default(null),
  })
  .refine((b) => (b.kind === 'amount' ? b.amount !== undefined : b.percent !== undefined), {
    error: V.required,
    path: ['amount'],
  });

/** GET /api/order/counts: state code (as a string) → how many orders. */
export const OrderCounts = z.object({ counts: z.record(z.string(), z.number().int()) });
export type OrderCounts = z.infer<typeof OrderCounts>;
