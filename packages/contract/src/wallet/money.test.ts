import { describe, expect, it } from 'vitest';
import { PromoCodeSaveBody } from '../orders/promo-schemas.js';
import { FreightSaveBody } from '../shipping/freight-desk.js';
import { RefundApplyBody } from '../aftersale/schemas.js';
import { BalanceAdjustBody, RechargePassBody, WalletSettingsBody } from './admin-schemas.js';
import { money, RechargeBody } from './schemas.js';
import { centsToDecimal, leastWithdrawalCents, parseAmount, serviceCharge } from './money.js';

const issueOf = (schema: ReturnType<typeof money>, text: unknown) => {
  const result = schema.safeParse(text);
  return result.success ? result.data : result.error.issues[0]!.message;
};

describe('one grammar for every amount (docs/product.md §5)', () => {
  it.each([' 1.00', '1.00 ', '1 .00', '\t1', '1\u0000', '+1', '1e2', '0x10', '1.', '.5', '01', '1,00', '1.001', '１'])(
    '%j is not an amount',
    (text) => {
      expect(issueOf(money(), text)).toBe('validation.amount');
      expect(issueOf(money({ zero: true }), text)).toBe('validation.amount');
      expect(issueOf(money({ signed: true }), `-${text}`)).toBe('validation.amount');
    },
  );

  it('reads plain decimals as cents, never through a float', () => {
    expect(issueOf(money(), '12.5')).toBe(1250);
    expect(issueOf(money(), '0.01')).toBe(1);
    expect(issueOf(money(), '1000000')).toBe(100_000_000);
    expect(issueOf(money(), '1000000.01')).toBe('validation.amountTooLarge');
    expect(issueOf(money(), '0')).toBe('validation.amountPositive');
    expect(issueOf(money({ zero: true }), '0')).toBe(0);
    expect(issueOf(money({ signed: true }), '-12.50')).toBe(-1250);
    expect(issueOf(money({ signed: true }), '-0')).toBe('validation.amount');
    expect(issueOf(money(), '')).toBe('validation.required');
    expect(issueOf(money(), 12.5)).toBe('validation.amount');
  });

  it('every body that carries an amount refuses one with a space', () => {
    const bodies = [
      [RefundApplyBody, { amount: ' 1.00' }],
      [RechargeBody, { method: 'card', amount: ' 1.00' }],
      [RechargePassBody, { id: 1, amount: ' 1.00' }],
      [BalanceAdjustBody, { user_id: 1, amount: '- 1.00', reason: 'x' }],
      [WalletSettingsBody, { fee_min: ' 0' }],
      [PromoCodeSaveBody, { kind: 'amount', amount: '1.00 ' }],
      [FreightSaveBody, { base: ' 5' }],
    ] as const;
    for (const [schema, body] of bodies) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(
        result.error?.issues.find((i) =>
          i.path
            .at(-1)
            ?.toString()
            .match(/amount|fee_min|base/),
        )?.message,
      ).toBe('validation.amount');
    }
  });
});

describe('the money functions, case by case', () => {
  it.each([
    ['0', 0],
    ['0.1', 10],
    ['0.10', 10],
    ['12.5', 1250],
    ['999999999.99', 99_999_999_999],
    ['1.005', null],
    ['-1', null],
  ])('parseAmount(%j) is %j', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [1250, '12.50'],
    [-1250, '-12.50'],
    [-5, '-0.05'],
    [100_000_000, '1000000.00'],
  ])('centsToDecimal(%j) is %j', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  // amount, rate in basis points, minimum → charge: half-up to the cent, never under the minimum nor over the amount.
  it.each([
    [2_000, 100, 100, 100], // 1 % of 20.00 = 0.20 → the minimum 1.00
    [12_350, 100, 100, 124], // 1.235 → 1.24, half up
    [12_349, 100, 0, 123], // 1.2349 → 1.23
    [50, 5_000, 0, 25], // half of 0.50
    [1, 5_000, 0, 1], // half a cent rounds up to the whole amount
    [300, 0, 500, 300], // a minimum above the amount takes the amount, never more
    [1_000_000, 0, 0, 0],
  ])('serviceCharge(%j, %j bps, min %j) is %j', (amount, rate, min, charge) => {
    expect(serviceCharge(amount, rate, min)).toBe(charge);
  });

  it.each([
    [1_000, 100, 1_000], // the operator's minimum when it is above the fee
    [100, 500, 501], // above the minimum fee, or nothing would arrive
    [0, 0, 2], // from 2 cents at least one arrives at a rate of 50 %
  ])('leastWithdrawalCents(min %j, fee min %j) is %j, and something arrives from it', (min, feeMin, least) => {
    expect(leastWithdrawalCents(min, feeMin)).toBe(least);
    expect(least - serviceCharge(least, 5_000, feeMin)).toBeGreaterThan(0);
  });
});
