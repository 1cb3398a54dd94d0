import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DisputeStatus, OrderStatus, RefundStatus } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds, walletBuyer } from '../../test/wallet.js';
import { disputeEvents, ledgerEntries } from '../../db/schema/index.js';
import { passDueAnswers } from './deadlines.js';
import { disputeKit } from './test-kit.js';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-disputes-'));
const t = useTestApp({ uploadsDir });
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
const { world, picture, consolePicture, refusedRefund, open, detail, orderOf, answer, decide } = disputeKit(t);

describe('disputes', () => {
  it('the whole path with a part refund: opened, answered by the shop, decided; the money moves once', async () => {
    const { buyer, order, refundId } = await refusedRefund();
    const before = await detail(buyer.token, order.id);
    expect(before.body.data.case).toBeNull();
    expect(Date.parse(before.body.data.open_until)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const evidence = await picture(buyer.token);
    const opened = await open(buyer.token, {
      order_id: order.id,
      want: 'part_refund',
      amount: '25.00',
      statement: 'Two keys broke on the first day.',
      pictures: [evidence],
    });
    expect(opened.body).toMatchObject({
      code: 1,
      msg: 'Your case has been sent to Tradewind',
      data: { status: DisputeStatus.AwaitingShop, want: 'part_refund', want_cents: 2_500 },
    });
    const id = opened.body.data.id as number;
    expect((await orderOf(buyer.token, order.id)).status).toBe(OrderStatus.InAfterSale);

    // One case per order.
    const again = await open(buyer.token, { order_id: order.id, want: 'return', statement: 'Again', pictures: [] });
    expect(again).toMatchObject({ status: 409, body: { error: 'DISPUTE_EXISTS' } });
    // Too early for the platform: the shop has its days.
    const early = await decide({ id, decision: 'reject', reason: 'No' });
    expect(early).toMatchObject({ status: 409, body: { error: 'DISPUTE_AWAITING_SHOP' } });

    // Staff of another shop never see the case; the shop's own staff answer, with a picture.
    expect((await answer(world.staffB.token, { id, statement: 'Not ours' })).status).toBe(404);
    const otherCase = await call(t.app, 'GET', '/api/admin/dispute', {
      token: world.staffB.token,
      query: { id: String(id) },
    });
    expect(otherCase.status).toBe(404);
    const queueB = await call(t.app, 'GET', '/api/admin/disputes', { token: world.staffB.token });
    expect(queueB.body.data.list.some((c: { id: number }) => c.id === id)).toBe(false);
    const shopPicture = await consolePicture(world.staffA.token);
    // The shop sees the buyer's picture, as evidence of its case.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin${evidence}`,
      headers: { token: world.staffA.token },
    });
    expect(seen.statusCode).toBe(200);
    const unseen = await t.app.inject({
      method: 'GET',
      url: `/api/admin${evidence}`,
      headers: { token: world.staffB.token },
    });
    expect(unseen.statusCode).toBe(404);
    const answered = await answer(world.staffA.token, { id, statement: 'Packed with care.', pictures: [shopPicture] });
    expect(answered.body).toMatchObject({ data: { status: DisputeStatus.AwaitingPlatform } });
    expect((await answer(world.staffA.token, { id, statement: 'Twice' })).body.error).toBe('DISPUTE_ANSWER_CLOSED');
    // …and the buyer sees the shop's.
    const buyerSees = await t.app.inject({ method: 'GET', url: shopPicture, headers: { token: buyer.token } });
    expect(buyerSees.statusCode).toBe(200);

    // Staff may not decide; the platform may not pay more than was paid.
    const byStaff = await call(t.app, 'POST', '/api/admin/dispute_decide', {
      token: world.staffA.token,
      body: { id, decision: 'reject', reason: 'x' },
    });
    expect(byStaff.status).toBe(403);
    const tooMuch = await decide({ id, decision: 'part_refund', amount: '999999.00', reason: 'x' });
    expect(tooMuch.body).toMatchObject({
      error: 'VALIDATION',
      fields: { amount: 'The amount cannot be more than what was paid for these products' },
    });

    const balance = await balanceOf(t.database, buyer.id);
    const decided = await decide({ id, decision: 'part_refund', amount: '12.34', reason: 'Two keys were broken.' });
    expect(decided.body.data).toMatchObject({
      status: DisputeStatus.Refunded,
      decision: 'part_refund',
      decided_cents: 1_234,
      decision_reason: 'Two keys were broken.',
    });
    const twice = await decide({ id, decision: 'full_refund', reason: 'again' });
    expect(twice).toMatchObject({ status: 409, body: { error: 'ALREADY_DECIDED' } });
    expect(await balanceOf(t.database, buyer.id)).toBe(balance + 1_234);
    const moves = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, buyer.id), eq(ledgerEntries.type, 'refund')));
    expect(moves.map((m) => m.amountCents)).toEqual([1_234]);
    await expectLedgerHolds(t.database);

    // The order ends as after a refund: in after-sale, its refund refunded.
    const after = await orderOf(buyer.token, order.id);
    expect(after).toMatchObject({ status: OrderStatus.InAfterSale, refund_status: RefundStatus.Refunded });
    const read = await detail(buyer.token, order.id);
    expect(read.body.data.case.events.map((e: { kind: string }) => e.kind)).toEqual([
      'opened',
      'shop_answered',
      'decided',
    ]);
    expect(read.body.data.case.events[1]).toMatchObject({ actor: 'shop', pictures: [shopPicture] });
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list[0]).toMatchObject({
      kind: 'dispute_decided',
      params: { decision: 'part_refund', amount_cents: 1_234, reason: 'Two keys were broken.' },
    });
    expect(refundId).toBeGreaterThan(0);
  });

  it('no double case, no double refund: two openings and two decisions at once count once', async () => {
    const { buyer, order } = await refusedRefund();
    const body = { order_id: order.id, want: 'full_refund', statement: 'Broken', pictures: [] };
    const opens = await Promise.all([open(buyer.token, body), open(buyer.token, body)]);
    expect(opens.map((r) => r.status).sort()).toEqual([200, 409]);
    const id = opens.find((r) => r.status === 200)!.body.data.id as number;
    await answer(world.staffA.token, { id, statement: 'No.' });
    const balance = await balanceOf(t.database, buyer.id);
    const decisions = await Promise.all([
      decide({ id, decision: 'full_refund', reason: 'Broken' }),
      decide({ id, decision: 'part_refund', amount: '1.00', reason: 'Partly' }),
    ]);
    expect(decisions.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = decisions.find((r) => r.status === 200)!.body.data.decided_cents as number;
    expect(await balanceOf(t.database, buyer.id)).toBe(balance + won);
    await expectLedgerHolds(t.database);
  });

  it('the timeline is never edited after the fact', async () => {
    const { buyer, order } = await refusedRefund();
    const opened = await open(buyer.token, { order_id: order.id, want: 'return', statement: 'Broken', pictures: [] });
    await expect(
      t.database.db
        .update(disputeEvents)
        .set({ text: 'changed' })
        .where(eq(disputeEvents.disputeId, opened.body.data.id)),
    ).rejects.toThrow();
  });

  it("the shop's time passes: the case goes to the platform without its answer; a rejection puts the order back", async () => {
    const { buyer, order } = await refusedRefund();
    const opened = await open(buyer.token, {
      order_id: order.id,
      want: 'full_refund',
      statement: 'Never works.',
      pictures: [],
    });
    const id = opened.body.data.id as number;
    const balance = await balanceOf(t.database, buyer.id);
    // Four days on: three runners at once move it once.
    const later = new Date(Date.now() + 4 * 24 * 3600 * 1000);
    const moved = await Promise.all([1, 2, 3].map(() => passDueAnswers(t.database.db, later)));
    expect(moved.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const late = await answer(world.staffA.token, { id, statement: 'Sorry, late' });
    expect(late).toMatchObject({ status: 409, body: { error: 'DISPUTE_ANSWER_CLOSED' } });

    const read = await detail(buyer.token, order.id);
    expect(read.body.data.case).toMatchObject({ status: DisputeStatus.AwaitingPlatform });
    expect(read.body.data.case.events.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'deadline_passed']);

    const rejected = await decide({ id, decision: 'reject', reason: 'The pictures show no damage.' });
    expect(rejected.body.data).toMatchObject({ status: DisputeStatus.Rejected, decided_cents: null });
    expect((await orderOf(buyer.token, order.id)).status).toBe(OrderStatus.Delivered);
    expect(await balanceOf(t.database, buyer.id)).toBe(balance);
    await expectLedgerHolds(t.database);
  });

  it('only a refused refund, within the days, by its own buyer', async () => {
    const { buyer, order } = await refusedRefund();
    const other = await registerBuyer(t.app);
    expect((await detail(other.token, order.id)).status).toBe(404);
    const theirs = await open(other.token, { order_id: order.id, want: 'return', statement: 'Mine?', pictures: [] });
    expect(theirs.status).toBe(404);
    // Someone else's picture is not evidence.
    const foreign = await picture(other.token);
    const withForeign = await open(buyer.token, {
      order_id: order.id,
      want: 'return',
      statement: 'x',
      pictures: [foreign],
    });
    expect(withForeign.body).toMatchObject({ error: 'VALIDATION', fields: { pictures: 'Please upload proof' } });
    const noAmount = await open(buyer.token, { order_id: order.id, want: 'part_refund', statement: 'x' });
    expect(noAmount.body).toMatchObject({ error: 'VALIDATION', fields: { amount: 'Enter the amount you want back' } });

    // The world.operator shortens the window to none: too late.
    await call(t.app, 'POST', '/api/admin/dispute_settings_save', {
      token: world.operator.token,
      body: { escalate_days: 0, answer_days: 3, decide_days: 5 },
    });
    const closed = await open(buyer.token, { order_id: order.id, want: 'return', statement: 'x', pictures: [] });
    expect(closed.body).toMatchObject({ error: 'DISPUTE_WINDOW_CLOSED' });
    expect((await detail(buyer.token, order.id)).body.data.open_until).toBeNull();
    await call(t.app, 'POST', '/api/admin/dispute_settings_save', {
      token: world.operator.token,
      body: { escalate_days: 7, answer_days: 3, decide_days: 5 },
    });
    const settings = await call(t.app, 'GET', '/api/admin/dispute_settings', { token: world.staffA.token });
    expect(settings.status).toBe(403);
  });

  it('an order whose refund was not refused cannot be taken to Tradewind', async () => {
    const buyer = await walletBuyer(t.app, t.database, 500_000);
    await addAddress(t.app, buyer.token);
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: world.f.sku.keyboard.id, quantity: 1 }]);
    const res = await open(buyer.token, {
      order_id: placed.orders[0]!.id,
      want: 'return',
      statement: 'x',
      pictures: [],
    });
    expect(res).toMatchObject({ status: 409, body: { error: 'DISPUTE_NOT_REFUSED' } });
  });
});
