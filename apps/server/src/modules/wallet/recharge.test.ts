import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import {
  balanceOf,
  expectLedgerHolds,
  operatorOf,
  pngBytes,
  seedNetworks,
  upload,
  walletBuyer,
} from '../../test/wallet.js';

const t = useTestApp();
let networkId: number;
let operatorToken: string;
beforeAll(async () => {
  networkId = (await seedNetworks(t.database))[0]!.id;
  operatorToken = (await operatorOf(t.app, t.database)).token;
});

async function evidenceFor(token: string) {
  const res = await upload(t.app, token, await pngBytes());
  expect(res.status).toBe(200);
  return res.body.data.url as string;
}

const chainRecharge = async (token: string, amount = '150.00', evidence?: string) =>
  call(t.app, 'POST', '/api/user/recharge', {
    token,
    body: {
      method: 'chain',
      amount,
      network_id: networkId,
      address: 'TXsenderAddress123',
      evidence: evidence ?? (await evidenceFor(token)),
    },
  });

describe('networks', () => {
  it('lists the enabled networks with their receiving addresses, and draws each as a QR code', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await call(t.app, 'GET', '/api/user/getBlockchain', { token: buyer.token });
    expect(res.body.data.list.map((n: { name: string }) => n.name)).toEqual(['TRC20', 'ERC20', 'Polygon', 'Solana']);
    const qr = await t.app.inject({ method: 'GET', url: `/api/user/blockchain_qr?id=${networkId}` });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/blockchain_qr?id=999' })).statusCode).toBe(404);
  });
});

describe('on-chain recharge and its audit', () => {
  it('waits as auditing, then the operator passes it with the actual arrival, which is credited and told', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await chainRecharge(buyer.token, '150.00');
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Submitted; it will be credited once audited');
    expect(res.body.data).toMatchObject({ method: 'chain', amount_cents: 15_000, status: 0, network: 'TRC20' });
    expect(await balanceOf(t.database, buyer.id)).toBe(0);

    const log = await call(t.app, 'GET', '/api/user/recharge_log', { token: buyer.token, query: { status: '0' } });
    expect(log.body.data.list.map((r: { id: number }) => r.id)).toEqual([res.body.data.id]);

    const queue = await call(t.app, 'GET', '/api/admin/recharges', {
      token: operatorToken,
      query: { status: '0', account: buyer.account },
    });
    expect(queue.body.data.list[0]).toMatchObject({ id: res.body.data.id, user: { account: buyer.account } });

    const passed = await call(t.app, 'POST', '/api/admin/recharge_pass', {
      token: operatorToken,
      body: { id: res.body.data.id, amount: '149.50' },
    });
    expect(passed.body.data).toMatchObject({ status: 1, arrival_cents: 14_950 });
    expect(await balanceOf(t.database, buyer.id)).toBe(14_950);

    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({
      type: 'recharge',
      amount_cents: 14_950,
      balance_after_cents: 14_950,
      reference: `recharge:${res.body.data.id}`,
    });
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list[0]).toMatchObject({
      kind: 'recharge_passed',
      params: { amount_cents: 14_950 },
      read: false,
    });
    expect((await call(t.app, 'GET', '/api/user/notification_unread', { token: buyer.token })).body.data.count).toBe(1);
    await call(t.app, 'POST', '/api/user/notification_read', { token: buyer.token, body: {} });
    expect((await call(t.app, 'GET', '/api/user/notification_unread', { token: buyer.token })).body.data.count).toBe(0);

    const again = await call(t.app, 'POST', '/api/admin/recharge_refuse', {
      token: operatorToken,
      body: { id: res.body.data.id, reason: 'late' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ALREADY_DECIDED');
    expect(await balanceOf(t.database, buyer.id)).toBe(14_950);
    await expectLedgerHolds(t.database);
  });

  it('a refusal credits nothing, keeps the reason, and tells the buyer', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await chainRecharge(buyer.token, '20');
    const refused = await call(t.app, 'POST', '/api/admin/recharge_refuse', {
      token: operatorToken,
      body: { id: res.body.data.id, reason: 'No transfer found on TRC20' },
    });
    expect(refused.body.data).toMatchObject({ status: 2, refuse_reason: 'No transfer found on TRC20' });
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list[0]).toMatchObject({
      kind: 'recharge_refused',
      params: { reason: 'No transfer found on TRC20' },
    });
    await expectLedgerHolds(t.database);
  });

  it('needs a network, an amount, a sender address and the buyer’s own uploaded evidence', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const other = await walletBuyer(t.app, t.database);
    const othersEvidence = await evidenceFor(other.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'chain', amount: '10', address: 'TXsenderAddress123', evidence: othersEvidence }, 'network_id'],
      [
        { method: 'chain', amount: '10', network_id: 999, address: 'TXsenderAddress123', evidence: othersEvidence },
        'network_id',
      ],
      [
        {
          method: 'chain',
          amount: '10',
          network_id: networkId,
          address: 'TXsenderAddress123',
          evidence: othersEvidence,
        },
        'evidence',
      ],
      [{ method: 'chain', amount: '10', network_id: networkId, address: 'TXsenderAddress123' }, 'evidence'],
      [{ method: 'chain', amount: '10', network_id: networkId, address: '', evidence: othersEvidence }, 'address'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', '/api/user/recharge', { token: buyer.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
    }
    const log = await call(t.app, 'GET', '/api/user/recharge_log', { token: buyer.token });
    expect(log.body.data.total).toBe(0);
  });

  it('a manual recharge carries its evidence and remark to the operator', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const evidence = await evidenceFor(buyer.token);
    const res = await call(t.app, 'POST', '/api/user/recharge', {
      token: buyer.token,
      body: { method: 'manual', amount: '75.25', evidence, remark: 'Bank transfer ref 8841' },
    });
    expect(res.body.data).toMatchObject({ method: 'manual', amount_cents: 7_525, status: 0, evidence });
  });
});

describe('card recharge through the sandbox provider', () => {
  const card = (number: string) => ({ number, holder: 'Camille Durand', expiry: '12/30' });
  const cardRecharge = (token: string, number: string, amount = '40.00') =>
    call(t.app, 'POST', '/api/user/recharge', { token, body: { method: 'card', amount, card: card(number) } });

  it('the approving test card credits at once; only the last four digits are kept', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const res = await cardRecharge(buyer.token, '4242 4242 4242 4242');
    expect(res.body.msg).toBe('Top-up successful');
    expect(res.body.data).toMatchObject({ status: 1, arrival_cents: 4_000, card_last4: '4242' });
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
    expect(await balanceOf(t.database, buyer.id)).toBe(4_000);
    await expectLedgerHolds(t.database);
  });

  it('the declined card writes nothing; the review card waits for the operator', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const declined = await cardRecharge(buyer.token, '4000000000000002');
    expect(declined.status).toBe(400);
    expect(declined.body.error).toBe('CARD_DECLINED');
    const review = await cardRecharge(buyer.token, '4000000000000259');
    expect(review.body.data).toMatchObject({ status: 0, arrival_cents: null });
    const log = await call(t.app, 'GET', '/api/user/recharge_log', { token: buyer.token });
    expect(log.body.data.total).toBe(1);
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
  });

  it('an expired card or a mistyped number is refused as such, never sent to the provider as declined', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const expired = await call(t.app, 'POST', '/api/user/recharge', {
      token: buyer.token,
      body: { method: 'card', amount: '5', card: { ...card('4242424242424242'), expiry: '01/20' } },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe('This card has expired');
    const mistyped = await call(t.app, 'POST', '/api/user/recharge', {
      token: buyer.token,
      body: { method: 'card', amount: '5', card: card('4242424242424241') },
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.msg).toBe('The card number has a typo: check its digits');
    const log = await call(t.app, 'GET', '/api/user/recharge_log', { token: buyer.token });
    expect(log.body.data.total).toBe(0);
  });
});

describe('operator only', () => {
  it('a buyer gets 403 on every operator wallet call, a visitor 401', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    for (const [method, url] of [
      ['GET', '/api/admin/recharges'],
      ['POST', '/api/admin/recharge_pass'],
      ['GET', '/api/admin/withdrawals'],
      ['POST', '/api/admin/balance_adjust'],
      ['GET', '/api/admin/ledger_check'],
    ] as const) {
      expect(
        (await call(t.app, method, url, { token: buyer.token, body: method === 'POST' ? {} : undefined })).status,
      ).toBe(403);
      expect((await call(t.app, method, url, { body: method === 'POST' ? {} : undefined })).status).toBe(401);
    }
  });

  it('adjusts a balance with a reason, as a ledger row the buyer sees and is told about', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const up = await call(t.app, 'POST', '/api/admin/balance_adjust', {
      token: operatorToken,
      body: { user_id: buyer.id, amount: '12.34', reason: 'Goodwill for a late parcel' },
    });
    expect(up.body.data.balance_cents).toBe(1_234);
    const tooMuch = await call(t.app, 'POST', '/api/admin/balance_adjust', {
      token: operatorToken,
      body: { user_id: buyer.id, amount: '-20', reason: 'Correction' },
    });
    expect(tooMuch.body.error).toBe('INSUFFICIENT_BALANCE');
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({
      type: 'adjust',
      amount_cents: 1_234,
      memo: 'Goodwill for a late parcel',
    });
    const check = await call(t.app, 'GET', '/api/admin/ledger_check', { token: operatorToken });
    expect(check.body.data).toMatchObject({ ok: true, problems: [] });
  });
});
