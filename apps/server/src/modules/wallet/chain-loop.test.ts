import { beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { call } from '../../test/api.js';
import { useTestApp } from '../../test/build.js';
import { useChain } from '../../test/use-chain.js';
import { balanceOf, expectLedgerHolds, operatorOf, walletBuyer } from '../../test/wallet.js';

/**
 * The confirmation loop on its own (decision 028): two apps on one database, each running the loop every 50 ms,
 * credit a deposit once after its blocks are mined, with no call from the buyer or the test.
 */
// anvil is on this machine: a loopback endpoint, which only RPC_ALLOW_PRIVATE lets in.
const t = useTestApp({ chainCheckMs: 50, allowPrivateRpc: true });
const chain = useChain();
let networkId: number;
let receiving: Address;

beforeAll(async () => {
  const operator = await operatorOf(t.app, t.database);
  receiving = chain.accounts[1]!;
  const res = await call(t.app, 'POST', '/api/admin/network_save', {
    token: operator.token,
    body: {
      name: 'Anvil loop',
      address: receiving,
      enabled: true,
      address_format: 'evm',
      rpc_url: chain.url,
      token_contract: chain.token,
      token_decimals: 18,
      confirmations: 12,
    },
  });
  networkId = res.body.data.id;
});

/** Polls until `done` holds (no fixed sleep), failing after `ms`. */
async function until(done: () => Promise<boolean>, ms = 10_000) {
  const start = Date.now();
  while (!(await done())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}

describe('the confirmation loop', () => {
  it('credits a deposit once when its 12th confirmation is mined, with two processes running it', async () => {
    // On PostgreSQL the second app has its own pool, as a second process would; PGlite is one connection.
    const secondDb = t.url ? await openPostgres(t.url, 5) : t.database;
    const second = await buildApp({ database: secondDb, chainCheckMs: 50, allowPrivateRpc: true });
    try {
      const buyer = await walletBuyer(t.app, t.database);
      const intent = await call(t.app, 'POST', '/api/user/deposit_intent', {
        token: buyer.token,
        body: { network_id: networkId, amount: '25' },
      });
      const hash = await chain.transfer(chain.accounts[4]!, receiving, BigInt(intent.body.data.token_units));
      const pasted = Date.now();
      const res = await call(t.app, 'POST', '/api/user/recharge', {
        token: buyer.token,
        body: { method: 'chain', network_id: networkId, tx_hash: hash },
      });
      const pasteMs = Date.now() - pasted;
      expect(res.body.data, JSON.stringify(res.body)).toMatchObject({
        status: 0,
        confirmations: 1,
        confirmations_required: 12,
      });
      const record = async () =>
        (await call(second, 'GET', '/api/user/recharge_log', { token: buyer.token })).body.data.list[0];

      await chain.mine(5);
      await until(async () => (await record()).confirmations === 6);
      expect(await balanceOf(t.database, buyer.id)).toBe(0);

      await chain.mine(6);
      const ms = await until(async () => (await record()).status === 1);
      expect(await record()).toMatchObject({ chain_state: 'credited', confirmations: 12, arrival_cents: 2_500 });
      expect(await balanceOf(t.database, buyer.id)).toBe(2_500);
      console.info(`paste answered in ${pasteMs} ms; credited ${ms} ms after the 12th confirmation was mined`);
      await expectLedgerHolds(t.database);
    } finally {
      await second.close();
      if (secondDb !== t.database) await secondDb.close();
    }
  });
});
