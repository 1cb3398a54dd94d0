import { beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { call } from '../../test/api.js';
import { useTestApp } from '../../test/build.js';
import { useChain } from '../../test/use-chain.js';
import {
  balanceOf,
  expectLedgerHolds,
  operatorOf,
  PAY_CODE,
  readyDestination,
  walletBuyer,
} from '../../test/wallet.js';

/** Decision 028: an on-chain withdrawal counts as paid only with a payout the chain confirms (a real anvil node). */
// anvil is on this machine: a loopback endpoint, which only RPC_ALLOW_PRIVATE lets in.
const t = useTestApp({ allowPrivateRpc: true });
const chain = useChain();
let operatorToken: string;
let networkId: number;
let payer: Address;
let buyerAddress: Address;
const cents = (c: number) => BigInt(c) * 10n ** 16n; // 18 decimals

beforeAll(async () => {
  operatorToken = (await operatorOf(t.app, t.database)).token;
  payer = chain.accounts[3]!;
  buyerAddress = chain.accounts[8]!;
  const res = await call(t.app, 'POST', '/api/admin/network_save', {
    token: operatorToken,
    body: {
      name: 'Anvil payouts',
      address: chain.accounts[1]!,
      enabled: true,
      address_format: 'evm',
      rpc_url: chain.url,
      token_contract: chain.token,
      token_decimals: 18,
      confirmations: 2,
    },
  });
  networkId = res.body.data.id;
});

/** A buyer's on-chain withdrawal of 100.00: 1.00 of fee, so 99.00 must arrive. */
async function withdrawal() {
  const buyer = await walletBuyer(t.app, t.database, 20_000);
  const body = { type: 'chain', amount: '100', pay_password: PAY_CODE, network_id: networkId, address: buyerAddress };
  await readyDestination(t.app, t.database, buyer.token, body);
  const res = await call(t.app, 'POST', '/api/user/extract', { token: buyer.token, body });
  expect(res.body.data).toMatchObject({ arrival_cents: 9_900, status: 0 });
  return { buyer, id: res.body.data.id as number };
}

const pass = (id: number, tx_hash?: string) =>
  call(t.app, 'POST', '/api/admin/withdrawal_pass', { token: operatorToken, body: { id, tx_hash } });

describe('passing an on-chain withdrawal', () => {
  it('to a verified network is asked for to an EVM address only, which the payout can be checked against', async () => {
    const buyer = await walletBuyer(t.app, t.database, 20_000);
    const res = await call(t.app, 'POST', '/api/user/extract', {
      token: buyer.token,
      body: {
        type: 'chain',
        amount: '100',
        pay_password: PAY_CODE,
        network_id: networkId,
        address: 'TQn9Y2khEsLJW1Ch',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ address: 'Enter an address of 0x followed by 40 hexadecimal characters' });
    expect(await balanceOf(t.database, buyer.id)).toBe(20_000);
  });

  it('needs the payout hash, and refuses one to the wrong address, of the wrong amount, or not yet confirmed', async () => {
    const { id } = await withdrawal();
    const none = await pass(id);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.fields)).toEqual(['tx_hash']);

    const elsewhere = await chain.transfer(payer, chain.accounts[9]!, cents(9_900));
    expect((await pass(id, elsewhere)).body.error).toBe('CHAIN_WRONG_RECIPIENT');

    const short = await chain.transfer(payer, buyerAddress, cents(9_899));
    await chain.mine(2);
    const wrongAmount = await pass(id, short);
    expect(wrongAmount.body).toMatchObject({
      error: 'CHAIN_AMOUNT_MISMATCH',
      msg: 'The transfer carries 98.99, not the 99.00 due',
    });

    const fresh = await chain.transfer(payer, buyerAddress, cents(9_900));
    const early = await pass(id, fresh);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: 'CHAIN_NOT_CONFIRMED', msg: expect.stringContaining('1 of 2') });

    const list = await call(t.app, 'GET', '/api/admin/withdrawals', { token: operatorToken, query: { status: '0' } });
    expect(list.body.data.list.find((w: { id: number }) => w.id === id)).toMatchObject({ status: 0, tx_hash: null });
  });

  it('with a confirmed payout of the exact arrival to the buyer, counts as paid and links the payout once', async () => {
    const { buyer, id } = await withdrawal();
    const hash = await chain.transfer(payer, buyerAddress, cents(9_900));
    await chain.mine(1);
    const passed = await pass(id, hash);
    expect(passed.status).toBe(200);
    expect(passed.body.data).toMatchObject({ status: 1, tx_hash: hash });
    const log = await call(t.app, 'GET', '/api/user/extract_log', { token: buyer.token });
    expect(log.body.data.list[0]).toMatchObject({ id, status: 1, tx_hash: hash });

    const other = await withdrawal();
    const reused = await pass(other.id, hash);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe('CHAIN_TX_USED');
    expect(await balanceOf(t.database, buyer.id)).toBe(10_000);
    await expectLedgerHolds(t.database);
  });
});
