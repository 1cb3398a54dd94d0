import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, recharges } from '../../db/schema/index.js';
import { call } from '../../test/api.js';
import { useDepositDesk } from '../../test/deposit-desk.js';
import { balanceOf, expectLedgerHolds, operatorOf, walletBuyer } from '../../test/wallet.js';
import { CREDITED_RECHECK, recheckCredited } from './chain-recheck.js';

/**
 * Decision 028 against a real chain (anvil): a deposit credited at its confirmations is rechecked for a while, and
 * one whose transfer a reorg deeper than those confirmations took away is flagged to the operator (a dashboard
 * count and a notification), with nothing debited, until the operator marks it handled.
 */
const desk = useDepositDesk();
const { t, chain } = desk;
/** Every pass looks at every credited deposit in its window (the production pace is minutes apart). */
const eager = { ...CREDITED_RECHECK, minMs: 0 };
const recheck = () => recheckCredited(t.database.db, { rpc: t.app.rpc, every: eager });
const rowOf = async (id: number) => (await t.database.db.select().from(recharges).where(eq(recharges.id, id)))[0]!;
const asOperator = (method: 'GET' | 'POST', url: string, body?: unknown, query?: Record<string, string>) =>
  call(t.app, method, url, { token: desk.operatorToken, body, query });

describe('a credited deposit, rechecked after crediting', () => {
  it('whose transfer a deep reorg took away is flagged to the operator, and nothing is debited', async () => {
    const second = await operatorOf(t.app, t.database);
    const buyer = await walletBuyer(t.app, t.database);
    const before = await chain.snapshot();
    const res = await desk.paste(buyer.token, desk.fastId, await desk.sendFor(buyer.token, desk.fastId, '12.5'));
    expect(res.body.data).toMatchObject({ status: 1, chain_state: 'credited' });
    const id = res.body.data.id as number;
    expect((await rowOf(id)).chainRecheckUntil).not.toBeNull();
    expect(await recheck()).toEqual({ checked: 1, flagged: 0 });

    await chain.revert(before); // deeper than its one confirmation: the block holding the transfer is gone
    await chain.mine(3);
    expect(await recheck()).toEqual({ checked: 1, flagged: 1 });
    expect(await recheck()).toEqual({ checked: 0, flagged: 0 }); // flagged once, then left to the operator

    expect(await balanceOf(t.database, buyer.id)).toBe(1_250);
    await expectLedgerHolds(t.database);
    const dashboard = await asOperator('GET', '/api/admin/dashboard');
    expect(dashboard.body.data.pending.deposits_reorged).toBe(1);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'deposit_reorged'));
    expect(told.map((n) => n.userId).sort()).toEqual(expect.arrayContaining([second.id]));
    expect(told[0]!.params).toMatchObject({ id, amount_cents: 1_250, network: 'Anvil fast' });
    const flagged = await asOperator('GET', '/api/admin/recharges', undefined, { reorged: '1' });
    expect(flagged.body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(flagged.body.data.list[0].reorg).toMatchObject({ at: expect.any(String), settled_at: null });

    const settled = await asOperator('POST', '/api/admin/recharge_reorg_settle', { id });
    expect(settled.status).toBe(200);
    expect((await asOperator('GET', '/api/admin/dashboard')).body.data.pending.deposits_reorged).toBe(0);
    expect((await asOperator('GET', '/api/admin/recharges', undefined, { reorged: '1' })).body.data.total).toBe(0);
    const again = await asOperator('POST', '/api/admin/recharge_reorg_settle', { id });
    expect(again).toMatchObject({ status: 409, body: { error: 'ALREADY_DECIDED' } });
  });

  it('still on the chain is never flagged, and its rechecks end with its window', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await desk.paste(buyer.token, desk.fastId, await desk.sendFor(buyer.token, desk.fastId, '3'));
    const id = res.body.data.id as number;
    await chain.mine(2);
    expect((await recheck()).flagged).toBe(0);
    expect((await rowOf(id)).chainReorgedAt).toBeNull();

    // A day later (the clock moved by hand), the window is over: no more questions to the node about it.
    await t.database.db
      .update(recharges)
      .set({ chainRecheckUntil: sql`now() - interval '1 second'` })
      .where(eq(recharges.id, id));
    await recheck();
    expect((await rowOf(id)).chainRecheckUntil).toBeNull();
  });

  it('a deposit not flagged cannot be marked handled', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await desk.paste(buyer.token, desk.fastId, await desk.sendFor(buyer.token, desk.fastId, '2'));
    const refused = await asOperator('POST', '/api/admin/recharge_reorg_settle', { id: res.body.data.id });
    expect(refused).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });
});
