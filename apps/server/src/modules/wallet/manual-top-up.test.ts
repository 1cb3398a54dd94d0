import { beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_ALPHABET } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { operatorOf, pngBytes, seedNetworks, upload, walletBuyer } from '../../test/wallet.js';

const t = useTestApp();
let operatorToken: string;
beforeAll(async () => {
  await seedNetworks(t.database);
  operatorToken = (await operatorOf(t.app, t.database)).token;
});

const evidenceFor = async (token: string) => (await upload(t.app, token, await pngBytes())).body.data.url as string;
const referenceFor = async (token: string) =>
  (await call(t.app, 'POST', '/api/user/recharge_reference', { token })).body.data.reference as string;
const manual = async (token: string, extra: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/user/recharge', {
    token,
    body: { method: 'manual', amount: '75.25', evidence: await evidenceFor(token), ...extra },
  });

describe('manual top-up: the account to pay, the reference to quote, the note for the operator', () => {
  it('lists the enabled receiving accounts, one per currency, with what a transfer needs', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await call(t.app, 'GET', '/api/user/receiving_accounts', { token: buyer.token });
    expect(res.status).toBe(200);
    const eur = res.body.data.list.find((a: { currency: string }) => a.currency === 'EUR');
    expect(eur).toMatchObject({
      bank_name: 'Banque du Port',
      holder: 'Tradewind Commerce Ltd.',
      account_number: 'DE89 3704 0044 0532 0130 00',
      swift: 'BDPTDEFF',
    });
    expect(res.body.data.list.map((a: { currency: string }) => a.currency)).not.toContain('GBP');
  });

  it('gives each buyer a short unambiguous reference, the same until a top-up quotes it, then a new one', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const first = await referenceFor(buyer.token);
    expect(first).toMatch(new RegExp(`^TW[${REFERENCE_ALPHABET}]{8}$`));
    expect(first).not.toMatch(/[01ILO]/);
    expect(await referenceFor(buyer.token)).toBe(first);
    const other = await walletBuyer(t.app, t.database);
    expect(await referenceFor(other.token)).not.toBe(first);

    const res = await manual(buyer.token, { currency: 'EUR', reference: first });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'EUR', reference: first });
    const next = await referenceFor(buyer.token);
    expect(next).not.toBe(first);

    // A used reference, or another buyer's, is refused on its field; nothing is written.
    const again = await manual(buyer.token, { currency: 'EUR', reference: first });
    expect(again.status).toBe(400);
    expect(again.body.fields).toHaveProperty('reference');
    const stolen = await manual(other.token, { currency: 'EUR', reference: next });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toHaveProperty('reference');
  });

  it('refuses a currency with no receiving account, and one the operator disabled', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const gbp = await manual(buyer.token, { currency: 'GBP', reference: await referenceFor(buyer.token) });
    expect(gbp.status).toBe(400);
    expect(gbp.body.fields.currency).toMatch(/no account/i);

    const accounts = await call(t.app, 'GET', '/api/admin/receiving_accounts', { token: operatorToken });
    const idr = accounts.body.data.list.find((a: { currency: string }) => a.currency === 'IDR');
    const off = await call(t.app, 'POST', '/api/admin/receiving_account_save', {
      token: operatorToken,
      body: { ...idr, enabled: false, swift: idr.swift ?? '', routing: idr.routing ?? '', note: idr.note ?? '' },
    });
    expect(off.status).toBe(200);
    const list = await call(t.app, 'GET', '/api/user/receiving_accounts', { token: buyer.token });
    expect(list.body.data.list.map((a: { currency: string }) => a.currency)).not.toContain('IDR');
    const res = await manual(buyer.token, { currency: 'IDR', reference: await referenceFor(buyer.token) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('currency');
  });

  it("the operator's list shows the buyer's note, the currency and the reference to match the transfer", async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const reference = await referenceFor(buyer.token);
    const res = await manual(buyer.token, { currency: 'USD', reference, remark: 'Paid from Ada Lovelace, Chase' });
    expect(res.status).toBe(200);
    const queue = await call(t.app, 'GET', '/api/admin/recharges', {
      token: operatorToken,
      query: { status: '0', account: buyer.account },
    });
    expect(queue.body.data.list[0]).toMatchObject({
      id: res.body.data.id,
      remark: 'Paid from Ada Lovelace, Chase',
      currency: 'USD',
      reference,
    });
  });

  it('a top-up sent without a reference still gets its own', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await manual(buyer.token, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'USD', reference: expect.stringMatching(/^TW.{8}$/) });
  });

  it('the operator adds and edits an account; a second account in one currency is a conflict', async () => {
    const body = {
      currency: 'GBP',
      bank_name: 'Thames Mercantile',
      holder: 'Tradewind Commerce Ltd.',
      account_number: 'gb29 nwbk 6016 1331 9268 19',
      swift: 'tmerGB2l',
      routing: 'Sort code 60-16-13',
      note: '',
      enabled: true,
    };
    const made = await call(t.app, 'POST', '/api/admin/receiving_account_save', { token: operatorToken, body });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      currency: 'GBP',
      account_number: 'GB29 NWBK 6016 1331 9268 19',
      swift: 'TMERGB2L',
      note: null,
      enabled: true,
    });
    const twice = await call(t.app, 'POST', '/api/admin/receiving_account_save', { token: operatorToken, body });
    expect(twice.status).toBe(409);
    expect(twice.body.fields).toHaveProperty('currency');
    const wrong = await call(t.app, 'POST', '/api/admin/receiving_account_save', {
      token: operatorToken,
      body: { ...body, id: made.body.data.id, swift: 'NOPE', account_number: '!' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields).sort()).toEqual(['account_number', 'swift']);
    const buyer = await walletBuyer(t.app, t.database);
    const forbidden = await call(t.app, 'GET', '/api/admin/receiving_accounts', { token: buyer.token });
    expect(forbidden.status).toBe(403);
  });

  it('networks name their token, and records keep it', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await call(t.app, 'GET', '/api/user/getBlockchain', { token: buyer.token });
    expect(res.body.data.list.map((n: { name: string; token: string }) => `${n.token} ${n.name}`)).toEqual([
      'USDT TRC20',
      'USDT ERC20',
      'USDC Polygon',
      'USDC Solana',
    ]);
  });
});
