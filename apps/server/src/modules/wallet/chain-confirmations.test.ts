import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recharges, users } from '../../db/schema/index.js';
import { call } from '../../test/api.js';
import { useDepositDesk } from '../../test/deposit-desk.js';
import { balanceOf, expectLedgerHolds, TRON_ADDRESS, walletBuyer } from '../../test/wallet.js';
import { confirmDeposits } from './chain-confirm.js';

/** Decision 028 against a real chain: a deposit waits for its confirmations, the operator can step in, and a network without an RPC endpoint keeps the audit. */
const desk = useDepositDesk();
const { t, chain } = desk;

describe('a deposit waiting for its confirmations', () => {
  it('with too few confirmations waits, then is credited once the blocks are mined', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const hash = await desk.sendFor(buyer.token, desk.slowId, '7.5');
    const res = await desk.paste(buyer.token, desk.slowId, hash);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Found on the chain; it is credited once confirmed');
    expect(res.body.data).toMatchObject({ status: 0, chain_state: 'confirming', confirmations: 1 });

    await chain.mine(1);
    await confirmDeposits(t.database.db, { rpc: t.app.rpc });
    expect(await desk.recordOf(buyer.token, res.body.data.id)).toMatchObject({
      status: 0,
      confirmations: 2,
      confirmations_required: 3,
    });
    expect(await balanceOf(t.database, buyer.id)).toBe(0);

    await chain.mine(1);
    const pass = await confirmDeposits(t.database.db, { rpc: t.app.rpc });
    expect(pass.credited).toBe(1);
    expect(await desk.recordOf(buyer.token, res.body.data.id)).toMatchObject({
      status: 1,
      chain_state: 'credited',
      arrival_cents: 750,
      confirmations: 3,
    });
    // A pass again (another process, a late tick) credits nothing more.
    expect((await confirmDeposits(t.database.db, { rpc: t.app.rpc })).credited).toBe(0);
    expect(await balanceOf(t.database, buyer.id)).toBe(750);
    await expectLedgerHolds(t.database);
  });

  it('waiting in a queue longer than a pass takes, each deposit is checked in turn', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const first = await desk.paste(buyer.token, desk.slowId, await desk.sendFor(buyer.token, desk.slowId, '1'));
    const second = await desk.paste(buyer.token, desk.slowId, await desk.sendFor(buyer.token, desk.slowId, '1.01'));
    await chain.mine(1);
    const confirmationsOf = async (id: number) => (await desk.recordOf(buyer.token, id)).confirmations;
    const before = await confirmationsOf(second.body.data.id);
    await confirmDeposits(t.database.db, { rpc: t.app.rpc, batch: 1 });
    await confirmDeposits(t.database.db, { rpc: t.app.rpc, batch: 1 });
    // Both were looked at, not the first one twice.
    expect(await confirmationsOf(first.body.data.id)).toBe((await confirmationsOf(second.body.data.id)) + 1);
    expect(await confirmationsOf(second.body.data.id)).toBe(before + 1);
    await chain.mine(3);
    await confirmDeposits(t.database.db, { rpc: t.app.rpc });
    expect(await balanceOf(t.database, buyer.id)).toBe(201);
  });

  it('dropped by a reorg before its confirmations, is never credited', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const before = await chain.snapshot();
    const hash = await desk.sendFor(buyer.token, desk.slowId, '9');
    const res = await desk.paste(buyer.token, desk.slowId, hash);
    expect(res.body.data).toMatchObject({ status: 0, confirmations: 1 });

    await chain.revert(before); // the block holding the transfer is gone
    await chain.mine(5);
    await confirmDeposits(t.database.db, { rpc: t.app.rpc });
    expect(await desk.recordOf(buyer.token, res.body.data.id)).toMatchObject({
      status: 0,
      chain_state: 'confirming',
      confirmations: 0,
    });
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
    await expectLedgerHolds(t.database);
  });

  it('whose transaction vanished is rechecked less and less often, then given up with a reason in its language', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    await t.database.db.update(users).set({ lang: 'fr' }).where(eq(users.id, buyer.id));
    const before = await chain.snapshot();
    const res = await desk.paste(buyer.token, desk.slowId, await desk.sendFor(buyer.token, desk.slowId, '5'));
    const id = res.body.data.id as number;
    await chain.revert(before); // gone, and mined by nobody since
    await chain.mine(2);
    const rowOf = async () => (await t.database.db.select().from(recharges).where(eq(recharges.id, id)))[0]!;

    await confirmDeposits(t.database.db, { rpc: t.app.rpc });
    const missing = await rowOf();
    expect(missing).toMatchObject({ status: 0, chainState: 'confirming', confirmations: 0 });
    expect(missing.chainMissingSince).not.toBeNull();
    // The next pass, right after, leaves it alone: it backs off instead of asking the node on every tick.
    await confirmDeposits(t.database.db, { rpc: t.app.rpc });
    expect((await rowOf()).chainCheckedAt).toEqual(missing.chainCheckedAt);

    // Seven hours later (the clock moved by hand, not waited for), it is given up, nothing credited.
    await t.database.db
      .update(recharges)
      .set({ chainMissingSince: sql`now() - interval '7 hours'`, chainCheckedAt: sql`now() - interval '1 hour'` })
      .where(eq(recharges.id, id));
    const pass = await confirmDeposits(t.database.db, { rpc: t.app.rpc });
    expect(pass.failed).toBe(1);
    expect(await desk.recordOf(buyer.token, id)).toMatchObject({
      status: 2,
      chain_state: 'review',
      refuse_reason:
        "La transaction n'est plus sur Anvil slow depuis 6 heures (écartée par la chaîne) : rien n'a été crédité",
    });
    expect((await confirmDeposits(t.database.db, { rpc: t.app.rpc })).failed).toBe(0);
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
    await expectLedgerHolds(t.database);
  });

  it('while confirming, the operator can override it: passing takes a reason, kept on the ledger row', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const hash = await desk.sendFor(buyer.token, desk.slowId, '6');
    const res = await desk.paste(buyer.token, desk.slowId, hash);
    const body = { id: res.body.data.id, amount: '6.00' };
    const bare = await call(t.app, 'POST', '/api/admin/recharge_pass', { token: desk.operatorToken, body });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body.fields)).toEqual(['reason']);
    const passed = await call(t.app, 'POST', '/api/admin/recharge_pass', {
      token: desk.operatorToken,
      body: { ...body, reason: 'Node behind; checked on the explorer' },
    });
    expect(passed.body.data).toMatchObject({ status: 1, arrival_cents: 600, chain_state: 'review' });
    await chain.mine(3);
    await confirmDeposits(t.database.db, { rpc: t.app.rpc }); // the loop leaves a decided deposit alone
    expect(await balanceOf(t.database, buyer.id)).toBe(600);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({ memo: 'Node behind; checked on the explorer' });
    await expectLedgerHolds(t.database);
  });

  it('while confirming, the operator can refuse it, and the loop never credits it after', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const hash = await desk.sendFor(buyer.token, desk.slowId, '3');
    const res = await desk.paste(buyer.token, desk.slowId, hash);
    const refused = await call(t.app, 'POST', '/api/admin/recharge_refuse', {
      token: desk.operatorToken,
      body: { id: res.body.data.id, reason: 'Sent from a sanctioned address' },
    });
    expect(refused.body.data).toMatchObject({ status: 2 });
    await chain.mine(3);
    await confirmDeposits(t.database.db, { rpc: t.app.rpc });
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
    await expectLedgerHolds(t.database);
  });

  it('a buyer sees only their own records', async () => {
    const [owner, other] = await Promise.all([walletBuyer(t.app, t.database), walletBuyer(t.app, t.database)]);
    const hash = await desk.sendFor(owner.token, desk.fastId, '2');
    const res = await desk.paste(owner.token, desk.fastId, hash);
    expect(await desk.recordOf(other.token, res.body.data.id)).toBeUndefined();
  });
});

describe('a network without an RPC endpoint', () => {
  it('keeps the operator audit: a pasted hash is a note, the amount and evidence still required', async () => {
    const network = await call(t.app, 'POST', '/api/admin/network_save', {
      token: desk.operatorToken,
      body: { name: 'By eye', address: TRON_ADDRESS, address_format: 'tron', enabled: true },
    });
    expect(network.body.data).toMatchObject({ rpc_url: null, token_contract: null });
    const buyer = await walletBuyer(t.app, t.database);
    const res = await desk.paste(buyer.token, network.body.data.id, `0x${'cd'.repeat(32)}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['address', 'amount', 'evidence']);
    const list = await call(t.app, 'GET', '/api/user/getBlockchain', { token: buyer.token });
    expect(list.body.data.list).toEqual(
      expect.arrayContaining([
        {
          id: network.body.data.id,
          name: 'By eye',
          address: TRON_ADDRESS,
          address_format: 'tron',
          token: 'USDT',
          verified: false,
          confirmations: null,
        },
        {
          id: desk.fastId,
          name: 'Anvil fast',
          address: desk.receiving.toLowerCase(),
          address_format: 'evm',
          token: 'USDT',
          verified: true,
          confirmations: 1,
        },
      ]),
    );
  });

  it('refuses settings that could not verify: a non-http RPC URL, a missing token, a non-EVM address', async () => {
    const res = await call(t.app, 'POST', '/api/admin/network_save', {
      token: desk.operatorToken,
      body: {
        name: 'Broken',
        address: 'TXnotEvm12345',
        address_format: 'evm',
        enabled: true,
        rpc_url: 'ftp://node.example',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ rpc_url: 'Please enter an http or https URL' });
    const partial = await call(t.app, 'POST', '/api/admin/network_save', {
      token: desk.operatorToken,
      body: {
        name: 'Broken',
        address: 'TXnotEvm12345',
        address_format: 'evm',
        enabled: true,
        rpc_url: 'http://127.0.0.1:3599',
      },
    });
    expect(Object.keys(partial.body.fields).sort()).toEqual([
      'address',
      'confirmations',
      'token_contract',
      'token_decimals',
    ]);
  });

  it('saved through the API without the four chain settings keeps them; null clears them', async () => {
    const save = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/admin/network_save', { token: desk.operatorToken, body });
    const verified = {
      rpc_url: chain.url,
      token_contract: chain.token.toLowerCase(),
      token_decimals: 18,
      confirmations: 2,
    };
    const created = await save({
      name: 'Kept',
      address: desk.receiving,
      address_format: 'evm',
      enabled: true,
      ...verified,
    });
    const id = created.body.data.id;
    const renamed = await save({ id, name: 'Kept renamed', address: desk.receiving, enabled: false });
    expect(renamed.body.data).toMatchObject({ name: 'Kept renamed', enabled: false, ...verified });
    // Leaving settings out still has to leave a network that verifies: a non-EVM address is refused.
    const badAddress = await save({ id, name: 'Kept renamed', address: 'TXnotEvm12345', enabled: true });
    expect(badAddress.status).toBe(400);
    expect(Object.keys(badAddress.body.fields)).toEqual(['address']);
    const cleared = await save({
      id,
      name: 'Kept renamed',
      address: TRON_ADDRESS,
      enabled: true,
      address_format: 'tron',
      rpc_url: null,
      token_contract: null,
      token_decimals: null,
      confirmations: null,
    });
    expect(cleared.body.data).toMatchObject({
      rpc_url: null,
      token_contract: null,
      token_decimals: null,
      confirmations: null,
    });
    const half = await save({
      id,
      name: 'Kept renamed',
      address: desk.receiving,
      address_format: 'evm',
      enabled: true,
      rpc_url: chain.url,
    });
    expect(half.status).toBe(400);
    expect(Object.keys(half.body.fields).sort()).toEqual(['confirmations', 'token_contract', 'token_decimals']);
  });
});
