import { performance } from 'node:perf_hooks';
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { AdminWalletApi, Role } from '@tradewind/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../app.js';
import type { Database } from '../db/client.js';
import { orders, sessions, users } from '../db/schema/index.js';
import { sha256 } from '../lib/secrets.js';
import { createSession } from '../modules/account/sessions.js';
import { createRandom, type Random } from './catalogue/random.js';
import { PAST_SHOPPER_ACCOUNTS } from './history/index.js';
import { apiOf } from './activity/api.js';
import { backdate, type ShopperTimes } from './activity/backdate.js';
import { fillDesk, WITHDRAWING } from './activity/desk.js';
import { moveOrders, placeOrders, reaches, type PlacedOrder } from './activity/orders.js';
import { planActivity, skuPool, spendOf, type PlannedCheckout } from './activity/plan.js';
import { searchWhatTheyBought } from './activity/searches.js';
import { DEMO_SHOPPERS, fundShopper, registerShopper, type Shopper } from './activity/shoppers.js';

export { DEMO_SHOPPERS } from './activity/shoppers.js';

export type SeedLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** What was seeded, for the start-up log line; `shipped`, `received` and `reviewed` count orders that got that far. */
export interface DemoActivityResult {
  shoppers: number;
  orders: number;
  unpaid: number;
  paid: number;
  shipped: number;
  received: number;
  reviewed: number;
  recharges: number;
  withdrawals: number;
  refunds: number;
  ms: number;
}

const ACTIVITY_SEED = 20_260_101;
/** The waiting withdrawal, unless the operator's minimum is higher. */
const WITHDRAW_CENTS = 12_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A fresh shop only: no order yet but the demo catalogue's past ones, a catalogue, an operator, and none of the demo
 * shoppers' accounts taken.
 */
async function readiness(db: Database) {
  const [anyOrder] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(notInArray(sql`lower(${users.account})`, [...PAST_SHOPPER_ACCOUNTS]))
    .limit(1);
  if (anyOrder) return null;
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, Role.Operator))
    .orderBy(asc(users.id))
    .limit(1);
  if (!operator) return null;
  const accounts = DEMO_SHOPPERS.map((s) => s.account);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.account})`, accounts))
    .limit(1);
  if (taken) return null;
  const pool = await skuPool(db);
  return pool.length > 0 ? { operatorId: operator.id, pool } : null;
}

/** Each starting balance covers the planned month (and the withdrawal) with some left, in round 500.00 steps. */
const startingBalance = (plan: PlannedCheckout[], shopper: number, withdrawCents: number) =>
  Math.ceil((spendOf(plan, shopper) + (shopper === WITHDRAWING ? withdrawCents : 0) + 20_000) / 50_000) * 50_000;

/** Registered some days before their first paid order, funded a few hours later. */
function shopperTimes(shoppers: Shopper[], placed: PlacedOrder[], now: Date, random: Random): ShopperTimes[] {
  return shoppers.map((shopper) => {
    const first =
      placed.find((o) => o.shopper === shopper && o.paid)?.plan.created.getTime() ?? now.getTime() - 20 * DAY;
    const registered = first - random.int(2, 9) * DAY - random.int(0, 20) * HOUR;
    return { id: shopper.id, registered: new Date(registered), funded: new Date(registered + random.int(1, 6) * HOUR) };
  });
}

/** Sessions opened for the seeding (the operator's, and the shoppers' from registering) end with it. */
async function endSessions(db: Database, tokens: string[]) {
  if (tokens.length > 0) await db.delete(sessions).where(inArray(sessions.tokenHash, tokens.map(sha256)));
}

/**
 * A month of demo activity for the operator console on a fresh shop (see `readiness`): four shoppers with
 * addresses, payment codes and balances; about 30 orders over the last 30 days in every state; two manual
 * recharges, a withdrawal and a refund waiting for the operator, and one refund approved. Everything goes through
 * the app's own API with `app.inject` (so the ledger and notifications hold as for real users), then only
 * timestamps are moved back. Deterministic in shape for a given catalogue and day. A failure is logged and the
 * shop starts without it. Passwords, payment codes and tokens stay in memory and are never logged.
 */
export async function seedDemoActivity(app: App, db: Database, log: SeedLog): Promise<DemoActivityResult | null> {
  const started = performance.now();
  const ready = await readiness(db);
  if (!ready) return null;
  const api = apiOf(app);
  const random = createRandom(ACTIVITY_SEED);
  const now = new Date();
  const operatorToken = await createSession(db, ready.operatorId);
  const shoppers: Shopper[] = [];
  const tokens = [operatorToken];
  try {
    const settings = await api<{ min_cents: number }>('GET', AdminWalletApi.settings, operatorToken);
    const withdrawCents = Math.max(WITHDRAW_CENTS, settings.min_cents);
    const plan = planActivity(ready.pool, DEMO_SHOPPERS.length, now, random);
    for (const profile of DEMO_SHOPPERS) shoppers.push(await registerShopper(api, profile, tokens));
    for (const [i, shopper] of shoppers.entries()) {
      await fundShopper(api, operatorToken, shopper, startingBalance(plan, i, withdrawCents));
    }
    const placed = await placeOrders(api, shoppers, plan);
    await searchWhatTheyBought(api, db, placed);
    await moveOrders(api, operatorToken, placed);
    const desk = await fillDesk(api, operatorToken, shoppers, placed, withdrawCents, random);
    await backdate(db, shopperTimes(shoppers, placed, now, random), placed);
    const result: DemoActivityResult = {
      shoppers: shoppers.length,
      orders: placed.length,
      unpaid: placed.filter((o) => !o.paid).length,
      paid: placed.filter((o) => o.paid).length,
      shipped: placed.filter((o) => reaches(o, 'shipped')).length,
      received: placed.filter((o) => reaches(o, 'received')).length,
      reviewed: placed.filter((o) => reaches(o, 'reviewed')).length,
      ...desk,
      ms: Math.round(performance.now() - started),
    };
    log.info(result, 'demo activity seeded');
    return result;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ reason }, 'demo activity not seeded; the shop starts without it');
    return null;
  } finally {
    await endSessions(db, tokens);
  }
}
