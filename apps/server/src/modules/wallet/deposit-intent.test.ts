import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseUnits } from 'viem';
import { DEPOSIT_INTENTS_PER_HOUR, MAX_OPEN_DEPOSIT_INTENTS } from '@tradewind/contract';
import { call } from '../../test/api.js';
import { depositIntents, recharges } from '../../db/schema/index.js';
import { pgCode, PG_UNIQUE_VIOLATION } from '../../db/pg-error.js';
import { useDepositDesk } from '../../test/deposit-desk.js';
import { balanceOf, expectLedgerHolds, TRON_ADDRESS, walletBuyer } from '../../test/wallet.js';

/** Decision 031 against a real chain: a transfer is credited only to the buyer whose top-up intent it answers. */
const desk = useDepositDesk();
const { t, chain } = desk;

const shift = (intentId: number, minutes: number) =>
  t.database.db
    .update(depositIntents)
    .set({
      createdAt: sql`created_at + make_interval(mins => ${minutes})`,
      expiresAt: sql`expires_at + make_interval(mins => ${minutes})`,
    })
    .where(eq(depositIntents.id, intentId));

describe('a top-up intent', () => {
  it("gives each buyer's request an exact amount no other open one of the network has, held by the database", async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => walletBuyer(t.app, t.database)));
    const intents = await Promise.all(buyers.map((b) => desk.intent(b.token, desk.fastId, '25')));
    expect(new Set(intents.map((i) => i.token_units)).size).toBe(3);
    for (const intent of intents) expect(intent).toMatchObject({ credit_cents: 2_500 });
    // The same request again answers the same intent.
    expect((await desk.intent(buyers[0]!.token, desk.fastId, '25')).id).toBe(intents[0]!.id);
    const [row] = await t.database.db.select().from(depositIntents).where(eq(depositIntents.id, intents[0]!.id));
    const { id: _id, ...copy } = row!;
    await expect(t.database.db.insert(depositIntents).values({ ...copy, userId: buyers[1]!.id })).rejects.toSatisfy(
      (error) => pgCode(error) === PG_UNIQUE_VIOLATION,
    );
  });

  it('no duplicate amount: a dozen buyers asking at the same moment, on a token with only 99 tags, each get their own', async () => {
    const cents = await call(t.app, 'POST', '/api/admin/network_save', {
      token: desk.operatorToken,
      body: {
        name: 'Anvil cents',
        address: desk.receiving,
        enabled: true,
        address_format: 'evm',
        rpc_url: chain.url,
        token_contract: chain.token,
        token_decimals: 2,
        confirmations: 1,
      },
    });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => walletBuyer(t.app, t.database)));
    const intents = await Promise.all(buyers.map((b) => desk.intent(b.token, cents.body.data.id, '10')));
    expect(new Set(intents.map((i) => i.token_units)).size).toBe(12);
    for (const intent of intents) {
      // With 2 decimals the tag is whole cents: it arrives, and is credited.
      expect(intent.amount_to_send).toMatch(/^10\.\d\d$/);
      expect(intent.credit_cents).toBe(Number(intent.token_units));
      expect(intent.credit_cents).toBeGreaterThan(1_000);
      expect(intent.credit_cents).toBeLessThan(1_100);
    }
  });

  it('is capped per buyer and rate-limited, and only offered on a verified network', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    for (let i = 1; i <= MAX_OPEN_DEPOSIT_INTENTS; i += 1) await desk.intent(buyer.token, desk.slowId, String(i));
    const over = await call(t.app, 'POST', '/api/user/deposit_intent', {
      token: buyer.token,
      body: { network_id: desk.slowId, amount: '99' },
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ error: 'DEPOSIT_INTENT_LIMIT' });
    for (let i = MAX_OPEN_DEPOSIT_INTENTS + 1; i < DEPOSIT_INTENTS_PER_HOUR; i += 1)
      await desk.intent(buyer.token, desk.slowId, '1');
    const limited = await call(t.app, 'POST', '/api/user/deposit_intent', {
      token: buyer.token,
      body: { network_id: desk.slowId, amount: '1' },
    });
    expect(limited.status).toBe(429);

    const byEye = await call(t.app, 'POST', '/api/admin/network_save', {
      token: desk.operatorToken,
      body: { name: 'Intent by eye', address: TRON_ADDRESS, address_format: 'tron', enabled: true },
    });
    const other = await walletBuyer(t.app, t.database);
    const refused = await call(t.app, 'POST', '/api/user/deposit_intent', {
      token: other.token,
      body: { network_id: byEye.body.data.id, amount: '5' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['network_id']);
  });
});

describe('a transfer pasted by its hash', () => {
  it('of an amount no open intent asks for is refused, and nothing is written', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    await desk.intent(buyer.token, desk.fastId, '5');
    const hash = await chain.transfer(desk.sender, desk.receiving, parseUnits('5', 18));
    const res = await desk.paste(buyer.token, desk.fastId, hash);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'CHAIN_NO_INTENT',
      fields: {
        tx_hash:
          'This transfer matches none of your top-up requests on Anvil fast: only the exact amount shown to you, sent after your request, is credited',
      },
    });
    expect(await t.database.db.select().from(recharges).where(eq(recharges.txHash, hash))).toEqual([]);
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
  });

  it('mined before its intent was made does not match it', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const intent = await desk.intent(buyer.token, desk.fastId, '6');
    await shift(intent.id, 10); // the intent now looks made ten minutes after the transfer's block
    const hash = await chain.transfer(desk.sender, desk.receiving, BigInt(intent.token_units));
    expect((await desk.paste(buyer.token, desk.fastId, hash)).body.error).toBe('CHAIN_NO_INTENT');
  });

  it('matches an intent expired within its grace, not one past it', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const late = await desk.intent(buyer.token, desk.fastId, '7');
    const gone = await desk.intent(buyer.token, desk.fastId, '8');
    // Made long ago: the block is still after their creation, but one is 30 minutes past its hour, one 2 hours.
    await shift(late.id, -90);
    await shift(gone.id, -180);
    const lateHash = await chain.transfer(desk.sender, desk.receiving, BigInt(late.token_units));
    const goneHash = await chain.transfer(desk.sender, desk.receiving, BigInt(gone.token_units));
    expect((await desk.paste(buyer.token, desk.fastId, lateHash)).body.data).toMatchObject({ arrival_cents: 700 });
    expect((await desk.paste(buyer.token, desk.fastId, goneHash)).body.error).toBe('CHAIN_NO_INTENT');
    expect(await balanceOf(t.database, buyer.id)).toBe(700);
    await expectLedgerHolds(t.database);
  });
});
