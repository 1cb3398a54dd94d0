/** Placing a checkout's orders: priced here, written by one call to the database (`tw_place_orders`, decision 032). */
import {
  ErrorKey,
  MAX_UNPAID_ORDERS,
  MAX_UNPAID_UNITS_PER_SKU,
  OrderStatus,
  type CreatedOrders,
  type OrderFx,
} from '@tradewind/contract';
import { CUSTOMS_ID_OF_COUNTRY } from '@tradewind/contract/customs-ids';
import type { Database } from '../../db/client.js';
import { pgCode, pgConstraint, pgMessage } from '../../db/pg-error.js';
import { AppError } from '../../lib/app-error.js';
import { callKeyed, checkedKey, keyedCall, type IdempotencyScope, type KeyedOutcome } from '../../lib/idempotency.js';
import { landGroups } from '../customs/landed-groups.js';
import { orderNumber, priceCheckout, type OrderTimes } from './checkout.js';
import { shipToOf } from '../customs/destination.js';
import type { ParsedCheckout } from './checkout-lines.js';
import { shippedGroups } from './destination.js';

/** The SQLSTATE of a refusal raised inside a money call (`tw_refuse`): its message is the key and the values. */
const REFUSED_IN_DATABASE = 'TW400';
/**
 * Order numbers are drawn at random (nine digits a day): at hundreds of orders a second two of a day's orders do
 * draw the same one now and then, and the checkout is then made again with new numbers.
 */
const ORDER_NUMBER_TAKEN = 'orders_sn_unique';
const NUMBER_DRAWS = 5;

type Refusal = { key: ErrorKey; values: Record<string, string | number> };
type Plan = Awaited<ReturnType<typeof planOrders>>;

/**
 * The named fields `tw_place_orders` takes besides the key's (db/functions/tw_place_orders.sql): a plan to write, or
 * a refusal to keep.
 */
interface PlaceOrdersCall {
  plan: Plan | null;
  refusal: Refusal | null;
  waiting: number;
  max_orders: number;
  max_units: number;
  /** The countries whose customs need the recipient's ID: an address there without one is refused (decision 041). */
  customs_id_countries: string[];
}

/**
 * The orders of a priced checkout, as `tw_place_orders` writes them: every figure decided here. The address is read
 * and copied by the call itself (decision 034); only when pricing refuses is it read here, as a missing address is
 * refused first (the buyer fixes it first).
 */
async function planOrders(
  db: Database,
  userId: number,
  body: ParsedCheckout,
  times: OrderTimes,
  drawNumber: () => string,
  fx: OrderFx,
) {
  let priced: Awaited<ReturnType<typeof priceCheckout>>;
  try {
    priced = await priceCheckout(db, userId, body);
  } catch (error) {
    if (!(await shipToOf(db, userId, body.address_id)).address) throw new AppError(ErrorKey.AddressRequired);
    throw error;
  }
  const { promo, fromCart, address, destination } = priced;
  // Each shop ships there (decision 042), with its duties and taxes to that country (decision 040); the call refuses
  // if the address's country changed meanwhile.
  const groups = landGroups(shippedGroups(priced.groups, destination.country), destination);
  return {
    // The address priced for: the call copies that one, not a default changed meanwhile.
    address_id: body.address_id ?? address?.id ?? null,
    country: destination.country,
    pay_deadline: new Date(Date.now() + times.payMinutes * 60_000).toISOString(),
    promo_id: promo?.promo.id ?? null,
    cart_skus: fromCart ? groups.flatMap((g) => g.lines.map((l) => l.skuId)) : null,
    /** The buyer's display currency and its rate now, copied into every order (modules/fx/rates.ts). */
    fx,
    orders: groups.map((g, n) => ({
      n,
      sn: drawNumber(),
      shop_id: g.shop.id,
      goods_cents: g.goods,
      freight_cents: g.freight,
      discount_cents: g.discount,
      import_duty_cents: g.importDuty,
      import_tax_cents: g.importTax,
      customs: g.customs,
      total_cents: g.total,
      promo_code: promo?.promo.code ?? null,
      handling_days: g.days.handling_days,
      transit_min_days: g.days.transit_min_days,
      transit_max_days: g.days.transit_max_days,
    })),
    lines: groups
      .flatMap((g) => g.lines.map((l) => ({ shop_id: g.shop.id, ...l })))
      .map((l, n) => ({
        n,
        shop_id: l.shop_id,
        sku_id: l.skuId,
        product_id: l.productId,
        title: l.title,
        image: l.image,
        specs: l.specs,
        price_cents: l.priceCents,
        quantity: l.quantity,
      })),
  };
}

/** A refusal a buyer can act on (4xx), as a key keeps it; anything else is rethrown. */
function refusalOf(error: unknown): Refusal {
  if (error instanceof AppError && error.status < 500) return { key: error.key, values: error.values };
  if (pgCode(error) === REFUSED_IN_DATABASE) {
    const refusal = JSON.parse(pgMessage(error)) as Refusal;
    // The database refuses a promo code only when its last use went to another checkout meanwhile.
    return refusal.key === ErrorKey.PromoInvalid ? { key: ErrorKey.PromoUsedUp, values: {} } : refusal;
  }
  throw error;
}

/**
 * docs/architecture.md §5: one order per shop, in state 0, in one transaction: the buyer's checkouts take turns,
 * the unpaid-order caps of docs/product.md §9 hold, stock is taken by conditional updates in SKU order (parallel checkouts can never oversell,
 * nor deadlock), the promo's use is taken the same way, prices, titles and pictures are copied into the lines, the
 * address into the orders, and the bag's items are removed. Pricing reads come first, outside the transaction
 * (decision 032: as inside it, a price may change a moment before the orders are written; stock and the promo's
 * uses are taken conditionally).
 * A refusal, from pricing or from the write, is kept as the key's answer, as `idempotent` keeps it.
 */
export async function placeOrders(
  db: Database,
  scope: IdempotencyScope,
  body: ParsedCheckout,
  times: OrderTimes,
  drawNumber: () => string = orderNumber,
  fx: OrderFx = null,
): Promise<CreatedOrders> {
  // First: met inside the call, a bad key was taken for a refusal to keep under that same key, and kept failing.
  checkedKey(scope);
  let plan: Plan | null = null;
  let refusal: Refusal | null = null;
  let draws = 1;
  try {
    plan = await planOrders(db, scope.userId, body, times, drawNumber, fx);
  } catch (error) {
    refusal = refusalOf(error);
  }
  const call = async (): Promise<KeyedOutcome> => {
    if (refusal && scope.key === undefined) throw new AppError(refusal.key, refusal.values);
    const fields: PlaceOrdersCall = {
      plan,
      refusal,
      waiting: OrderStatus.WaitingPayment,
      max_orders: MAX_UNPAID_ORDERS,
      max_units: MAX_UNPAID_UNITS_PER_SKU,
      customs_id_countries: Object.keys(CUSTOMS_ID_OF_COUNTRY),
    };
    try {
      return await callKeyed<KeyedOutcome>(db, 'tw_place_orders', scope, fields);
    } catch (error) {
      // The write was undone: made again with new numbers, or its refusal becomes the key's answer in the next
      // call (or another copy's answer).
      if (plan && pgConstraint(error) === ORDER_NUMBER_TAKEN && draws < NUMBER_DRAWS) {
        draws += 1;
        plan = { ...plan, orders: plan.orders.map((order) => ({ ...order, sn: drawNumber() })) };
        return call();
      }
      refusal = refusalOf(error);
      plan = null;
      return call();
    }
  };
  return keyedCall<CreatedOrders>(call);
}
