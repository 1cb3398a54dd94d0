import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { centsToDecimal } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import {
  expectLedgerHolds,
  operatorOf,
  PAY_CODE,
  pngBytes,
  seedNetworks,
  TRON_ADDRESS,
  upload,
  walletBuyer,
  readyDestination,
} from '../../test/wallet.js';
import { skus } from '../../db/schema/index.js';

/**
 * The model-based guard of docs/architecture.md §9: random sequences of the four ways money moves, against an in-memory model of the
 * buyer's balance. After every step the API's balance is the model's, the ledger check holds, nothing is negative.
 */
const t = useTestApp();
let keyboard: number;
let network: number;
let operator: string;

beforeAll(async () => {
  const f = await insertOrderFixture(t.database);
  keyboard = f.sku.keyboard.id;
  await t.database.db.update(skus).set({ stock: 100_000 }).where(eq(skus.id, keyboard));
  network = (await seedNetworks(t.database))[0]!.id;
  operator = (await operatorOf(t.app, t.database)).token;
});

type Model = { balance: number; paid: { id: number; total: number; refunded: boolean }[] };
type Real = { token: string; evidence: string };

const post = (token: string, path: string, body: unknown) => call(t.app, 'POST', path, { token, body });
const asOperator = (path: string, body: unknown) => post(operator, path, body);

async function expectMatches(model: Model, real: Real) {
  const info = await call(t.app, 'GET', '/api/user/getUserInfo', { token: real.token });
  expect(info.body.data.balance_cents).toBe(model.balance);
  expect(model.balance).toBeGreaterThanOrEqual(0);
  await expectLedgerHolds(t.database);
}

class RechargeAndPass implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly declared: number,
    readonly arrived: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const sent = await post(real.token, '/api/user/recharge', {
      method: 'manual',
      amount: centsToDecimal(this.declared),
      evidence: real.evidence,
    });
    expect(sent.status).toBe(200);
    const passed = await asOperator('/api/admin/recharge_pass', {
      id: sent.body.data.id,
      amount: centsToDecimal(this.arrived),
    });
    expect(passed.status).toBe(200);
    model.balance += this.arrived;
    await expectMatches(model, real);
  }
  toString = () => `recharge ${this.declared}, pass ${this.arrived}`;
}

class Pay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly quantity: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const created = await post(real.token, '/api/order/create', {
      items: [{ sku_id: keyboard, quantity: this.quantity }],
    });
    expect(created.status).toBe(200);
    const order = created.body.data.orders[0] as { id: number; total_cents: number };
    const paid = await post(real.token, '/api/order/pay', { order_ids: [order.id], pay_password: PAY_CODE });
    if (model.balance >= order.total_cents) {
      expect(paid.status).toBe(200);
      model.balance -= order.total_cents;
      model.paid.push({ id: order.id, total: order.total_cents, refunded: false });
    } else {
      expect(paid.body.error).toBe('INSUFFICIENT_BALANCE');
      expect((await post(real.token, '/api/order/cancel', { id: order.id })).status).toBe(200);
    }
    await expectMatches(model, real);
  }
  toString = () => `pay for ${this.quantity}`;
}

class RefundAndApprove implements fc.AsyncCommand<Model, Real> {
  constructor(readonly share: number) {}
  check = (model: Readonly<Model>) => model.paid.some((o) => !o.refunded);
  async run(model: Model, real: Real) {
    const order = model.paid.find((o) => !o.refunded)!;
    const amount = Math.max(1, Math.floor(order.total * this.share));
    const applied = await post(real.token, '/api/refund/apply', {
      order_id: order.id,
      type: 'refund_only',
      goods_status: 'not_received',
      amount: centsToDecimal(amount),
      reason: 'not_received',
      explanation: 'It never came',
      proofs: [real.evidence],
    });
    expect(applied.status).toBe(200);
    expect((await asOperator('/api/admin/refund_approve', { id: applied.body.data.id })).status).toBe(200);
    order.refunded = true;
    model.balance += amount;
    await expectMatches(model, real);
  }
  toString = () => `refund ${this.share} of a paid order, approved`;
}

class WithdrawAndDecide implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly amount: number,
    readonly pass: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const held = await post(real.token, '/api/user/extract', {
      type: 'chain',
      amount: centsToDecimal(this.amount),
      pay_password: PAY_CODE,
      network_id: network,
      address: TRON_ADDRESS,
    });
    if (this.amount > model.balance) {
      expect(held.status).toBeGreaterThanOrEqual(400);
    } else {
      expect(held.status).toBe(200);
      model.balance -= this.amount;
      await expectMatches(model, real);
      const id = held.body.data.id;
      const decided = this.pass
        ? await asOperator('/api/admin/withdrawal_pass', { id })
        : await asOperator('/api/admin/withdrawal_refuse', { id, reason: 'The address is not the buyer’s' });
      expect(decided.status).toBe(200);
      if (!this.pass) model.balance += this.amount;
    }
    await expectMatches(model, real);
  }
  toString = () => `withdraw ${this.amount}, ${this.pass ? 'passed' : 'refused'}`;
}

const commands = [
  fc
    .tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 200_000 }))
    .map(([declared, arrived]) => new RechargeAndPass(declared, arrived)),
  fc.integer({ min: 1, max: 3 }).map((quantity) => new Pay(quantity)),
  fc.double({ min: 0.01, max: 1, noNaN: true }).map((share) => new RefundAndApprove(share)),
  fc
    .tuple(fc.integer({ min: 1_000, max: 150_000 }), fc.boolean())
    .map(([amount, pass]) => new WithdrawAndDecide(amount, pass)),
];

describe('balances against a model', () => {
  it('recharge, pay, refund and withdraw in any order keep the API, the model and the ledger in step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (steps) => {
        const buyer = await walletBuyer(t.app, t.database);
        await addAddress(t.app, buyer.token);
        await readyDestination(t.app, t.database, buyer.token, {
          type: 'chain',
          network_id: network,
          address: TRON_ADDRESS,
        });
        const evidence = (await upload(t.app, buyer.token, await pngBytes())).body.data.url as string;
        await fc.asyncModelRun(
          () => ({ model: { balance: 0, paid: [] }, real: { token: buyer.token, evidence } }),
          steps,
        );
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
