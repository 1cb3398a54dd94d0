import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { networks, receivingAccounts, users, withdrawAccounts } from '../db/schema/index.js';
import { DEMO_NETWORKS, DEMO_RECEIVING_ACCOUNTS } from '../seed/wallet.js';
import { checkLedger, moveBalance } from '../modules/wallet/ledger.js';
import { call, registerBuyer } from './api.js';

export const PAY_CODE = '246810';
/** A TRON address whose checksum holds (USDT's contract on TRON), for a network audited by eye. */
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A buyer with a payment code and, when asked, a balance (an operator adjustment, as the ledger wants). */
export async function walletBuyer(app: App, database: DatabaseHandle, balanceCents = 0) {
  const buyer = await registerBuyer(app);
  await call(app, 'POST', '/api/user/resetPay', {
    token: buyer.token,
    body: { old_pay_password: '', pay_password: PAY_CODE, re_pay_password: PAY_CODE },
  });
  if (balanceCents > 0) {
    await database.db.transaction((tx) => moveBalance(tx, buyer.id, balanceCents, { type: 'adjust', memo: 'test' }));
  }
  return buyer;
}

/** A registered account turned operator. */
export async function operatorOf(app: App, database: DatabaseHandle) {
  const operator = await registerBuyer(app);
  await database.db.update(users).set({ role: 'operator' }).where(eq(users.id, operator.id));
  return operator;
}

/** The demo networks, and the demo bank accounts a manual top-up is paid to. */
export async function seedNetworks(database: DatabaseHandle) {
  await seedReceivingAccounts(database);
  const [any] = await database.db.select({ id: networks.id }).from(networks).limit(1);
  if (!any) await database.db.insert(networks).values(DEMO_NETWORKS);
  return database.db.select().from(networks).orderBy(networks.id);
}

export async function seedReceivingAccounts(database: DatabaseHandle) {
  const [any] = await database.db.select({ id: receivingAccounts.id }).from(receivingAccounts).limit(1);
  if (!any) await database.db.insert(receivingAccounts).values(DEMO_RECEIVING_ACCOUNTS);
}

export async function balanceOf(database: DatabaseHandle, userId: number) {
  const [row] = await database.db.select({ b: users.balanceCents }).from(users).where(eq(users.id, userId));
  return row!.b;
}

/** docs/architecture.md §4's invariant, checked after every scenario. */
export async function expectLedgerHolds(database: DatabaseHandle) {
  const result = await checkLedger(database.db);
  expect(result.problems).toEqual([]);
}

/** A small real picture, made here. */
export const pngBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

export async function upload(app: App, token: string, body: Buffer, contentType = 'image/png') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { token, 'content-type': contentType },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * Decision 052 (withdrawal protections): saves the destination a withdrawal body names (its card or address) in the
 * buyer's address book through the API, then moves its wait into the past, as if the operator's time had passed.
 * Once per destination: a second call finds it saved. Answers its id.
 */
export async function readyDestination(
  app: App,
  database: DatabaseHandle,
  token: string,
  body: Record<string, unknown>,
) {
  const destination =
    body.type === 'bank'
      ? { type: 'bank', bank_name: body.bank_name, card_number: body.card_number, holder: body.holder }
      : { type: 'chain', network_id: body.network_id, address: body.address };
  const added = await call(app, 'POST', '/api/user/withdraw_account_add', { token, body: destination });
  if (added.status === 200) {
    await makeUsable(database, added.body.data.id);
    return added.body.data.id as number;
  }
  if (added.body.error !== 'DESTINATION_EXISTS') return undefined; // a bad card or address: the withdrawal says so
  const list = await call(app, 'GET', '/api/user/withdraw_accounts', { token });
  const card = String(body.card_number ?? '').replace(/[\s-]/g, '');
  const saved = list.body.data.list.find((a: { masked: string; address: string | null }) =>
    body.type === 'bank' ? a.masked.endsWith(card.slice(-4)) : a.address === body.address,
  );
  return saved?.id as number | undefined;
}

/**
 * For tests of something else than the address book: before each withdrawal, its destination saved and usable
 * (once per buyer and destination, however many withdrawals run at once).
 */
export function destinationsReady(t: { app: App; database: DatabaseHandle }) {
  const ready = new Map<string, Promise<number | undefined>>();
  return (token: string, body: unknown) => {
    const b = body as Record<string, unknown>;
    if (b.type === 'bank' && !b.card_number) return Promise.resolve(undefined);
    const key = JSON.stringify([token, b.type, b.bank_name, b.card_number, b.holder, b.network_id, b.address]);
    if (!ready.has(key)) ready.set(key, readyDestination(t.app, t.database, token, b));
    return ready.get(key)!;
  };
}

/** A saved destination's wait, over now. */
export async function makeUsable(database: DatabaseHandle, destinationId: number) {
  await database.db
    .update(withdrawAccounts)
    .set({ usableAt: new Date(Date.now() - 1000) })
    .where(eq(withdrawAccounts.id, destinationId));
}
