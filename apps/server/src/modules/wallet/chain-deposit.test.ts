import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseUnits, type Hash } from 'viem';
import { call } from '../../test/api.js';
import { recharges } from '../../db/schema/index.js';
import { pgCode, PG_UNIQUE_VIOLATION } from '../../db/pg-error.js';
import { useDepositDesk } from '../../test/deposit-desk.js';
import { balanceOf, expectLedgerHolds, walletBuyer } from '../../test/wallet.js';

/** Decision 028 against a real chain: a deposit pasted by its hash is checked, credited once, or refused. */
const desk = useDepositDesk();
const { t, chain } = desk;

describe('a deposit pasted by its hash', () => {
  it("is credited once with its intent's amount (the tag below a cent is not), and cannot be pasted again", async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const intent = await desk.intent(buyer.token, desk.fastId, '12.34');
    expect(intent.amount_to_send).toMatch(/^12\.34\d{4}$/);
    expect(intent.credit_cents).toBe(1_234);
    const hash = await chain.transfer(desk.sender, desk.receiving, BigInt(intent.token_units));
    const res = await desk.paste(buyer.token, desk.fastId, hash);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Top-up successful');
    expect(res.body.data).toMatchObject({
      method: 'chain',
      status: 1,
      chain_state: 'credited',
      amount_cents: 1_234,
      arrival_cents: 1_234,
      tx_hash: hash,
      confirmations: 1,
      confirmations_required: 1,
      network: 'Anvil fast',
    });
    expect(await balanceOf(t.database, buyer.id)).toBe(1_234);

    const again = await desk.paste(buyer.token, desk.fastId, hash);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'CHAIN_TX_USED',
      fields: { tx_hash: 'This transaction has already been used for a top-up' },
    });
    // The same hash in capitals is the same transfer.
    expect((await desk.paste(buyer.token, desk.fastId, hash.toUpperCase().replace('0X', '0x') as Hash)).status).toBe(
      409,
    );
    expect(await balanceOf(t.database, buyer.id)).toBe(1_234);

    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({
      type: 'recharge',
      amount_cents: 1_234,
      reference: `recharge:${res.body.data.id}`,
    });
    // The operator sees the chain's facts.
    const queue = await call(t.app, 'GET', '/api/admin/recharges', {
      token: desk.operatorToken,
      query: { status: 'all', account: buyer.account },
    });
    expect(queue.body.data.list[0]).toMatchObject({
      id: res.body.data.id,
      tx_hash: hash,
      chain: {
        from: desk.sender.toLowerCase(),
        to: desk.receiving.toLowerCase(),
        token_units: intent.token_units,
      },
    });
    await expectLedgerHolds(t.database);
  });

  it('no front-running: another buyer who pastes it first is refused in their language, and its sender is credited once', async () => {
    const [a, b] = await Promise.all([walletBuyer(t.app, t.database), walletBuyer(t.app, t.database)]);
    // B holds an intent of the same wanted amount on the same network: its exact amount differs.
    const theirs = await desk.intent(b.token, desk.fastId, '40');
    const hash = await desk.sendFor(a.token, desk.fastId, '40');
    const stolen = await desk.paste(b.token, desk.fastId, hash, 'fr');
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ error: 'CHAIN_NO_INTENT' });
    expect(stolen.body.fields.tx_hash).toMatch(/^Ce transfert ne correspond à aucune de vos demandes de recharge/);
    expect(await t.database.db.select().from(recharges).where(eq(recharges.txHash, hash))).toEqual([]);

    const own = await desk.paste(a.token, desk.fastId, hash);
    expect(own.body.data).toMatchObject({ status: 1, arrival_cents: 4_000 });
    expect((await desk.paste(a.token, desk.fastId, hash)).body.error).toBe('CHAIN_TX_USED');
    expect((await desk.paste(b.token, desk.fastId, hash)).status).toBe(409);
    expect([await balanceOf(t.database, a.id), await balanceOf(t.database, b.id)]).toEqual([4_000, 0]);
    // B's own intent is untouched, and still credits B's own transfer.
    const bHash = await chain.transfer(desk.sender, desk.receiving, BigInt(theirs.token_units));
    expect((await desk.paste(b.token, desk.fastId, bHash)).body.data).toMatchObject({
      status: 1,
      arrival_cents: 4_000,
    });
    await expectLedgerHolds(t.database);
  });

  it('no double credit: pasted by its sender twice and another buyer at the same moment, it is credited once', async () => {
    const [a, b] = await Promise.all([walletBuyer(t.app, t.database), walletBuyer(t.app, t.database)]);
    const hash = await desk.sendFor(a.token, desk.fastId, '41');
    const answers = await Promise.all([
      desk.paste(a.token, desk.fastId, hash),
      desk.paste(a.token, desk.fastId, hash),
      desk.paste(b.token, desk.fastId, hash),
    ]);
    expect(answers[0]!.status + answers[1]!.status).toBe(200 + 409);
    expect([400, 409]).toContain(answers[2]!.status);
    expect([await balanceOf(t.database, a.id), await balanceOf(t.database, b.id)]).toEqual([4_100, 0]);
    const rows = await t.database.db.select().from(recharges).where(eq(recharges.txHash, hash));
    expect(rows).toHaveLength(1);
    await expectLedgerHolds(t.database);
  });

  it('is held once by the database itself: a second row for the same transfer is refused by its unique index', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const hash = await desk.sendFor(buyer.token, desk.slowId, '1');
    const first = await desk.paste(buyer.token, desk.slowId, hash);
    const [row] = await t.database.db.select().from(recharges).where(eq(recharges.id, first.body.data.id));
    const { id: _id, ...copy } = row!;
    await expect(t.database.db.insert(recharges).values({ ...copy, status: 0 })).rejects.toSatisfy(
      (error) => pgCode(error) === PG_UNIQUE_VIOLATION,
    );
  });

  it('to another address, of another token, reverted or unknown: a clear message naming tx_hash, nothing written', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const cases: [Hash, string, string][] = [
      [
        await chain.transfer(desk.sender, desk.stranger, parseUnits('5', 18)),
        'CHAIN_WRONG_RECIPIENT',
        'This transfer was not sent to the address shown for Anvil fast',
      ],
      [
        await chain.transfer(desk.sender, desk.receiving, parseUnits('5', 18), chain.otherToken),
        'CHAIN_WRONG_TOKEN',
        'This transaction does not transfer the token accepted on Anvil fast',
      ],
      [
        await chain.revertingTransfer(desk.sender, desk.receiving),
        'CHAIN_TX_FAILED',
        'This transaction failed on the chain, so nothing was transferred',
      ],
      [
        `0x${'ab'.repeat(32)}`,
        'CHAIN_TX_NOT_FOUND',
        'No such transaction on Anvil fast: check the network and the hash',
      ],
    ];
    for (const [hash, error, message] of cases) {
      const res = await desk.paste(buyer.token, desk.fastId, hash);
      expect(res.status, error).toBe(400);
      expect(res.body).toMatchObject({ error, msg: message, fields: { tx_hash: message } });
    }
    expect(await t.database.db.select().from(recharges).where(eq(recharges.userId, buyer.id))).toEqual([]);
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
  });

  it('sent but not yet in a block: told to paste it again once it is, then credited', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const intent = await desk.intent(buyer.token, desk.fastId, '4');
    await chain.setAutomine(false);
    let hash: Hash;
    try {
      hash = await chain.send(desk.sender, desk.receiving, BigInt(intent.token_units));
      const res = await desk.paste(buyer.token, desk.fastId, hash);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        error: 'CHAIN_TX_PENDING',
        fields: { tx_hash: 'This transaction is not in a block yet; paste it again once it is' },
      });
      await chain.mine(1);
    } finally {
      await chain.setAutomine(true);
    }
    expect((await desk.paste(buyer.token, desk.fastId, hash)).body.data).toMatchObject({
      status: 1,
      arrival_cents: 400,
    });
  });

  it("answers in the buyer's language", async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const hash = await chain.transfer(desk.sender, desk.stranger, parseUnits('1', 18));
    const res = await desk.paste(buyer.token, desk.fastId, hash, 'fr');
    expect(res.body.msg).toBe("Ce transfert n'a pas été envoyé à l'adresse affichée pour Anvil fast");
  });

  it('less than a cent arrived: refused, nothing credited', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const hash = await chain.transfer(desk.sender, desk.receiving, parseUnits('0.009999', 18));
    const res = await desk.paste(buyer.token, desk.fastId, hash);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('CHAIN_AMOUNT_TOO_SMALL');
  });
});
