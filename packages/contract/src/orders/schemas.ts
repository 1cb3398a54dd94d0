import { z } from 'zod';
import { OrderStatus } from '../status.js';
import { PageQuery } from '../catalogue/schemas.js';
import { V, optionalText, positiveBigId, positiveId, queryBigId, requiredText } from '../validation.js';
import { oneProof, payProofFields } from '../passkeys/schemas.js';
import { TRACKING_STAGES } from '../shipping/stages.js';
import { ShopTransit } from '../shipping/destination.js';
import { LogisticsEvent } from '../shipping/tracking.js';
import { CANCEL_REASONS, CV_ORDER } from './cancel-reasons.js';
import { Address } from './address-schemas.js';
import { OrderFx } from '../money/schemas.js';
import { CheckoutCustoms, ImportCharges, OrderCustoms } from '../customs/schemas.js';
import { OrderProtection } from './protection.js';

export const MAX_QUANTITY = 999;
const quantity = z
  .number({ error: V.invalid })
  .int({ error: V.invalid })
  .min(1, { error: V.invalid })
  .max(MAX_QUANTITY, { error: V.invalid });

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

export const PayBody = z
  .object({ order_ids: z.array(positiveBigId).min(1).max(50), ...payProofFields })
  .superRefine(oneProof);
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
  /** Buyer protection, the return window and a late delivery's credit (decision 045). */
  protection: OrderProtection,
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
/** One "Show" of an order's customs ID in full: who (the operator's id and account) and when (decision 041). */
export const CustomsIdReveal = z.object({
  operator_id: z.number().int(),
  operator: z.string(),
  revealed_at: z.string(),
});
export type CustomsIdReveal = z.infer<typeof CustomsIdReveal>;
/**
 * The operator's view of an order: its customs ID masked as the buyer's, and who has revealed it in full, newest
 * first (decision 041). The full ID comes only from AdminOrderApi.customsId, which records each look.
 */
export const AdminOrderDetail = OrderDetail.extend({ customs_id_reveals: z.array(CustomsIdReveal) });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
/** POST AdminOrderApi.customsId: the order whose recipient's customs ID to reveal. */
export const CustomsIdRevealBody = z.object({ id: positiveBigId });
/** The customs ID in full, for the parcel's declaration, and the looks so far (this one first). */
export const CustomsIdRevealData = z.object({ customs_id: z.string(), reveals: z.array(CustomsIdReveal) });
export type CustomsIdRevealData = z.infer<typeof CustomsIdRevealData>;
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
/** GET /api/order/counts: state code (as a string) → how many orders. */
export const OrderCounts = z.object({ counts: z.record(z.string(), z.number().int()) });
export type OrderCounts = z.infer<typeof OrderCounts>;
