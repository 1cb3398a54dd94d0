import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LiveEventName, consolePictureUrl } from '@tradewind/contract';
import {
  AdminTalkApi,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_MINUTE,
  QUESTION_MAX_LENGTH,
  QUESTIONS_PER_HOUR,
  TalkApi,
} from '@tradewind/contract/talk';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { openLiveStream } from '../../test/live-stream.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, pngBytes, upload } from '../../test/wallet.js';
import { orderMessages, productQuestions, shopStaff, users } from '../../db/schema/index.js';
import { resetLimit } from '../../lib/rate-limit.js';
import { MESSAGES_PER_WRITER } from '../talk/limits.js';

/** Decision 047: questions on a product page, and each order's conversation between its buyer and its shop. */
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-talk-'));
const t = useTestApp({ uploadsDir });
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: { id: number; token: string };
/** Staff of Harbour Mobile only, made directly in shop_staff. */
let harbourStaff: { id: number; token: string };

beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
  harbourStaff = await registerBuyer(t.app);
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, harbourStaff.id));
  await t.database.db.insert(shopStaff).values({ userId: harbourStaff.id, shopId: f.harbour.id });
});

const buyer = async () => {
  const b = await registerBuyer(t.app);
  await addAddress(t.app, b.token);
  return b;
};
const orderOf = async (token: string, skuId: number) =>
  (await placeOrder(t.app, token, [{ sku_id: skuId, quantity: 1 }])).orders[0]!;
const get = (url: string, token: string | undefined, query: Record<string, string | number> = {}) =>
  call(t.app, 'GET', url, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const post = (url: string, token: string, body: object) => call(t.app, 'POST', url, { token, body });
const keyboard = () => f.products[2]!;
const rugged = () => f.products[4]!;

describe('questions on a product page', () => {
  it('a waiting question is its asker’s alone; once answered it is public, newest answered first', async () => {
    const asker = await buyer();
    const other = await buyer();
    const product = keyboard();
    const asked = await post(TalkApi.ask, asker.token, {
      product_id: product.id,
      question: '  Does it fit a 60% case? ',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ question: 'Does it fit a 60% case?', answer: null, mine: true });
    const second = await post(TalkApi.ask, other.token, { product_id: product.id, question: 'Is the layout ISO?' });

    const visitor = await get(TalkApi.questions, undefined, { id: product.id });
    expect(visitor.body.data).toMatchObject({ list: [], total: 0, waiting: [] });
    const own = await get(TalkApi.questions, asker.token, { id: product.id });
    expect(own.body.data.waiting.map((q: { id: number }) => q.id)).toEqual([asked.body.data.id]);
    expect((await get(TalkApi.questions, other.token, { id: product.id })).body.data.waiting).toHaveLength(1);

    await post(AdminTalkApi.answer, operator.token, { id: second.body.data.id, answer: 'ISO and ANSI both exist.' });
    const answer = await post(AdminTalkApi.answer, operator.token, {
      id: asked.body.data.id,
      answer: 'Yes: see /shop/' + f.circuit.id + ' and /detail/' + rugged().id,
    });
    expect(answer.status).toBe(200);
    const list = (await get(TalkApi.questions, undefined, { id: product.id })).body.data;
    expect(list.total).toBe(2);
    expect(list.list.map((q: { id: number }) => q.id)).toEqual([asked.body.data.id, second.body.data.id]);
    expect(list.list[0]).toMatchObject({ mine: false, answer: expect.stringContaining('Yes') });
    // Another shop's product is not this shop's page: only the shop's own link is clickable.
    expect(list.list[0].own_links).toEqual([`/shop/${f.circuit.id}`]);
    expect((await get(TalkApi.questions, asker.token, { id: product.id })).body.data.waiting).toEqual([]);

    const notes = await get('/api/user/notifications', asker.token);
    expect(notes.body.data.list[0]).toMatchObject({
      kind: 'question_answered',
      params: { product_id: product.id, question_id: asked.body.data.id },
    });
  });

  it('refuses an empty or too long question, an unknown product, and the eleventh in an hour', async () => {
    const asker = await buyer();
    const product = keyboard();
    expect((await post(TalkApi.ask, asker.token, { product_id: product.id, question: '   ' })).status).toBe(400);
    const long = 'x'.repeat(QUESTION_MAX_LENGTH + 1);
    expect((await post(TalkApi.ask, asker.token, { product_id: product.id, question: long })).body).toMatchObject({
      error: 'VALIDATION',
    });
    expect((await post(TalkApi.ask, asker.token, { product_id: 999_999, question: 'Hello?' })).status).toBe(404);
    expect((await get(TalkApi.questions, undefined, { id: 999_999 })).status).toBe(404);
    expect((await call(t.app, 'POST', TalkApi.ask, { body: { product_id: product.id, question: 'x' } })).status).toBe(
      401,
    );
    for (let i = 0; i < QUESTIONS_PER_HOUR; i += 1) {
      expect((await post(TalkApi.ask, asker.token, { product_id: product.id, question: `Q${i}` })).status).toBe(200);
    }
    const over = await post(TalkApi.ask, asker.token, { product_id: product.id, question: 'One more' });
    expect(over).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    const rows = await t.database.db.select().from(productQuestions).where(eq(productQuestions.userId, asker.id));
    expect(rows).toHaveLength(QUESTIONS_PER_HOUR);
  });

  it('staff answer their shops’ questions only; a buyer cannot answer at all', async () => {
    const asker = await buyer();
    const circuitQ = (await post(TalkApi.ask, asker.token, { product_id: keyboard().id, question: 'Circuit?' })).body
      .data;
    const harbourQ = (await post(TalkApi.ask, asker.token, { product_id: rugged().id, question: 'Harbour?' })).body
      .data;
    const waiting = await get(AdminTalkApi.questions, harbourStaff.token, { status: 'waiting', limit: 50 });
    const ids = waiting.body.data.list.map((q: { id: number }) => q.id);
    expect(ids).toContain(harbourQ.id);
    expect(ids).not.toContain(circuitQ.id);
    expect(waiting.body.data.list.every((q: { shop: { id: number } }) => q.shop.id === f.harbour.id)).toBe(true);
    const theirs = await post(AdminTalkApi.answer, harbourStaff.token, { id: circuitQ.id, answer: 'Not mine' });
    expect(theirs).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect((await post(AdminTalkApi.answer, harbourStaff.token, { id: harbourQ.id, answer: 'Yes' })).status).toBe(200);
    expect((await post(AdminTalkApi.answer, asker.token, { id: circuitQ.id, answer: 'Me' })).status).toBe(403);
  });
});

describe('the conversation about an order', () => {
  it('another buyer never reads, writes or marks it (404), and a visitor is refused', async () => {
    const owner = await buyer();
    const other = await buyer();
    const order = await orderOf(owner.token, f.sku.keyboard.id);
    await post(TalkApi.send, owner.token, { order_id: order.id, body: 'Where is it?' });
    for (const res of [
      await get(TalkApi.messages, other.token, { order_id: order.id }),
      await post(TalkApi.send, other.token, { order_id: order.id, body: 'Hi' }),
      await post(TalkApi.read, other.token, { order_id: order.id, up_to: 1 }),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    }
    expect((await get(TalkApi.messages, undefined, { order_id: order.id })).status).toBe(401);
    expect((await get(TalkApi.unread, other.token)).body.data).toEqual({ count: 0, orders: {} });
  });

  it('staff of one shop read and write its orders’ conversations only', async () => {
    const owner = await buyer();
    const circuitOrder = await orderOf(owner.token, f.sku.keyboard.id);
    const harbourOrder = await orderOf(owner.token, f.sku.rugged.id);
    await post(TalkApi.send, owner.token, { order_id: circuitOrder.id, body: 'To Circuit' });
    await post(TalkApi.send, owner.token, { order_id: harbourOrder.id, body: 'To Harbour' });

    const list = (await get(AdminTalkApi.conversations, harbourStaff.token, { limit: 50 })).body.data.list;
    expect(list.map((c: { order_id: number }) => c.order_id)).toContain(harbourOrder.id);
    expect(list.every((c: { shop: { id: number } }) => c.shop.id === f.harbour.id)).toBe(true);
    for (const res of [
      await get(AdminTalkApi.conversation, harbourStaff.token, { order_id: circuitOrder.id }),
      await post(AdminTalkApi.send, harbourStaff.token, { order_id: circuitOrder.id, body: 'Hi' }),
      await post(AdminTalkApi.read, harbourStaff.token, { order_id: circuitOrder.id, up_to: 1 }),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    }
    const mine = await get(AdminTalkApi.conversation, harbourStaff.token, { order_id: harbourOrder.id });
    expect(mine.body.data).toMatchObject({ buyer: { id: owner.id }, list: [{ sender: 'buyer', body: 'To Harbour' }] });
    const sent = await post(AdminTalkApi.send, harbourStaff.token, { order_id: harbourOrder.id, body: 'On its way' });
    expect(sent.status).toBe(200);
    // A buyer is not the console.
    expect((await get(AdminTalkApi.conversations, owner.token)).status).toBe(403);
  });

  it('counts what each side has not read, marks it read, and tells the buyer live', async () => {
    const owner = await buyer();
    const order = await orderOf(owner.token, f.sku.keyboard.id);
    const stream = await openLiveStream(t.app, owner.token);
    const first = await post(TalkApi.send, owner.token, { order_id: order.id, body: 'Hello shop' });
    expect(first.body.data).toMatchObject({ unread: 0, list: [{ sender: 'buyer', read: false }] });

    const rows = (await get(AdminTalkApi.conversations, operator.token, { limit: 50 })).body.data.list;
    expect(rows[0]).toMatchObject({ order_id: order.id, unread: 1, last_body: 'Hello shop' });
    await post(AdminTalkApi.send, operator.token, { order_id: order.id, body: 'Hello buyer' });
    const event = await stream.next();
    expect(event).toMatchObject({ event: LiveEventName.Notice });
    expect(JSON.parse(event.data)).toMatchObject({ kind: 'order_message' });
    stream.close();
    await post(AdminTalkApi.send, operator.token, { order_id: order.id, body: 'It ships today' });

    const seen = (await get(TalkApi.messages, owner.token, { order_id: order.id })).body.data;
    expect(seen.unread).toBe(2);
    // The shop wrote after the buyer's message: it has read it.
    expect(seen.list.map((m: { sender: string; read: boolean }) => [m.sender, m.read])).toEqual([
      ['buyer', true],
      ['shop', false],
      ['shop', false],
    ]);
    expect((await get(TalkApi.unread, owner.token)).body.data).toEqual({ count: 2, orders: { [order.id]: 2 } });
    expect((await get('/api/user/notification_unread', owner.token)).body.data.count).toBe(2);

    expect((await post(TalkApi.read, owner.token, { order_id: order.id, up_to: seen.list[1].id })).status).toBe(200);
    expect((await get(TalkApi.unread, owner.token)).body.data.count).toBe(1);
    // Never further than the last message, never back.
    await post(TalkApi.read, owner.token, { order_id: order.id, up_to: Number.MAX_SAFE_INTEGER });
    await post(TalkApi.read, owner.token, { order_id: order.id, up_to: 1 });
    expect((await get(TalkApi.unread, owner.token)).body.data).toEqual({ count: 0, orders: {} });
    expect((await get('/api/user/notification_unread', owner.token)).body.data.count).toBe(0);
    const shopView = (await get(AdminTalkApi.conversation, operator.token, { order_id: order.id })).body.data;
    expect(shopView.list.map((m: { read: boolean }) => m.read)).toEqual([true, true, true]);
  });

  it('carries the buyer’s private pictures, shown to the shop’s staff and no one else’s', async () => {
    const owner = await buyer();
    const order = await orderOf(owner.token, f.sku.rugged.id);
    const picture = (await upload(t.app, owner.token, await pngBytes(20, 20))).body.data.url as string;
    const sent = await post(TalkApi.send, owner.token, { order_id: order.id, pictures: [picture] });
    expect(sent.body.data.list[0]).toMatchObject({ body: '', pictures: [picture] });
    const consoleUrl = consolePictureUrl(picture);
    const see = (token: string) => t.app.inject({ method: 'GET', url: consoleUrl, headers: { token } });
    expect((await see(harbourStaff.token)).statusCode).toBe(200);

    const circuitStaff = await registerBuyer(t.app);
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, circuitStaff.id));
    await t.database.db.insert(shopStaff).values({ userId: circuitStaff.id, shopId: f.circuit.id });
    expect((await see(circuitStaff.token)).statusCode).toBe(404);

    // Someone else's picture, or nothing at all, is refused and writes nothing.
    const stranger = await buyer();
    const strangerOrder = await orderOf(stranger.token, f.sku.rugged.id);
    const theirs = await post(TalkApi.send, stranger.token, { order_id: strangerOrder.id, pictures: [picture] });
    expect(theirs).toMatchObject({ status: 400, body: { error: 'VALIDATION' } });
    expect((await post(TalkApi.send, stranger.token, { order_id: strangerOrder.id, body: '  ' })).status).toBe(400);
    const long = 'y'.repeat(MESSAGE_MAX_LENGTH + 1);
    expect((await post(TalkApi.send, stranger.token, { order_id: strangerOrder.id, body: long })).status).toBe(400);
    const written = await t.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, strangerOrder.id));
    expect(written).toEqual([]);
  });

  it('a platform operator hides a message with a reason; the buyer reads the reason, staff may not hide', async () => {
    const owner = await buyer();
    const order = await orderOf(owner.token, f.sku.rugged.id);
    const sent = await post(TalkApi.send, owner.token, { order_id: order.id, body: 'Call me on +1 555 0100' });
    const id = sent.body.data.list[0].id as number;
    expect((await post(AdminTalkApi.hide, harbourStaff.token, { id, reason: 'No' })).status).toBe(403);
    expect((await post(AdminTalkApi.hide, owner.token, { id, reason: 'No' })).status).toBe(403);
    expect((await post(AdminTalkApi.hide, operator.token, { id, reason: '' })).status).toBe(400);
    expect((await post(AdminTalkApi.hide, operator.token, { id, reason: 'Personal data' })).status).toBe(200);
    expect((await post(AdminTalkApi.hide, operator.token, { id, reason: 'Again' })).status).toBe(409);
    expect((await post(AdminTalkApi.hide, operator.token, { id: 999_999_999, reason: 'x' })).status).toBe(404);

    const buyerView = (await get(TalkApi.messages, owner.token, { order_id: order.id })).body.data.list[0];
    expect(buyerView).toMatchObject({ body: '', pictures: [], hidden: { reason: 'Personal data' } });
    const staffView = (await get(AdminTalkApi.conversation, harbourStaff.token, { order_id: order.id })).body.data;
    expect(staffView.list[0]).toMatchObject({ body: '', hidden: { reason: 'Personal data' } });
    const platformView = (await get(AdminTalkApi.conversation, operator.token, { order_id: order.id })).body.data;
    expect(platformView.list[0]).toMatchObject({ body: 'Call me on +1 555 0100', hidden: { reason: 'Personal data' } });
  });

  it(`refuses the message past ${MESSAGES_PER_MINUTE} a minute, counted in the database`, async () => {
    const owner = await buyer();
    const order = await orderOf(owner.token, f.sku.keyboard.id);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) {
      expect((await post(TalkApi.send, owner.token, { order_id: order.id, body: `m${i}` })).status).toBe(200);
    }
    const over = await post(TalkApi.send, owner.token, { order_id: order.id, body: 'one too many' });
    expect(over).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    const written = await t.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, order.id));
    expect(written).toHaveLength(MESSAGES_PER_MINUTE);
    // Pages back: the newest 30 first, then the earlier ones.
    await resetLimit(t.database.db, MESSAGES_PER_WRITER, String(owner.id));
    for (let i = 0; i < 15; i += 1) await post(TalkApi.send, owner.token, { order_id: order.id, body: `n${i}` });
    const latest = (await get(TalkApi.messages, owner.token, { order_id: order.id })).body.data;
    expect(latest).toMatchObject({ has_earlier: true });
    expect(latest.list).toHaveLength(30);
    expect(latest.list.at(-1).body).toBe('n14');
    const earlier = await get(TalkApi.messages, owner.token, { order_id: order.id, before_id: latest.list[0].id });
    expect(earlier.body.data).toMatchObject({ has_earlier: false });
    expect(earlier.body.data.list.map((m: { body: string }) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
  });
});
