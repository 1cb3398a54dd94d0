import { describe, expect, it } from 'vitest';
import { checkWithdrawal, feeOf } from './withdraw-draft';

import { withdrawInfoOf } from '../wallet.test-data';

const limits = withdrawInfoOf();
const bank = { type: 'bank', bank_name: 'Harbour Bank', card_number: '6222 0212 3456', holder: 'Ada' };

describe('checkWithdrawal', () => {
  it('gives the body to send, the amount as a decimal string and the card number without spaces', () => {
    expect(checkWithdrawal({ ...bank, amount: ' 25.5 ', save: true }, limits)).toEqual({
      fields: { ...bank, amount: '25.50', card_number: '622202123456', save: true },
    });
  });

  it('accepts the whole balance and nothing more', () => {
    expect(checkWithdrawal({ ...bank, amount: '1234.56' }, limits).fields?.amount).toBe('1234.56');
    expect(checkWithdrawal({ ...bank, amount: '1234.57' }, limits).errors).toEqual({
      amount: { key: 'withdraw.validation.overBalance' },
    });
  });

  it('refuses an amount the service charge would take whole', () => {
    const cheap = { ...limits, min_cents: 0 };
    expect(feeOf(100, cheap)).toEqual({ charge: 100, arrival: 0 });
    expect(checkWithdrawal({ ...bank, amount: '1' }, cheap).errors?.amount.key).toBe('withdraw.validation.belowFee');
  });

  it('asks to choose a network rather than calling an empty one invalid', () => {
    const result = checkWithdrawal({ type: 'chain', amount: '50', network_id: '', address: '' }, limits);
    expect(result.errors).toEqual({
      network_id: { key: 'validation.network' },
      address: { key: 'validation.required' },
    });
  });

  it('refuses an address its network cannot have, by the contract’s rule for that network', () => {
    const chain = { type: 'chain', amount: '50', network_id: 2 };
    expect(checkWithdrawal({ ...chain, address: 'hello-not-an-address' }, limits).errors).toEqual({
      address: { key: 'validation.addressTron' },
    });
    expect(checkWithdrawal({ ...chain, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, limits).fields).toMatchObject({
      network_id: 2,
    });
    const evm = { ...chain, network_id: 1, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
    expect(checkWithdrawal(evm, limits).errors).toEqual({ address: { key: 'validation.addressEvm' } });
  });
});
