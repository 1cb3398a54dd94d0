import { describe, expect, it } from 'vitest';
import { AV } from './address-format.js';
import { addressError, addressErrorWhileTyping } from './address-check.js';

describe('addressError', () => {
  it('TRON: T and 33 base58 characters whose checksum holds', () => {
    expect(addressError('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(addressError('tron', ' TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE ')).toBeNull();
    expect(addressError('tron', 'hello-not-an-address')).toBe(AV.tron);
    expect(addressError('tron', '0x8d12A197cB00D4747a1fe03395095ce2A5CC6819')).toBe(AV.tron);
    // One character changed: the shape is right, the checksum is not.
    expect(addressError('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(AV.checksum);
    // A base58check address of another chain (Bitcoin's version byte) is not a TRON one.
    expect(addressError('tron', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(AV.tron);
  });

  it('EVM: 0x and 40 hex digits; mixed case must spell the EIP-55 checksum, one case carries none', () => {
    expect(addressError('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
    expect(addressError('evm', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBeNull();
    expect(addressError('evm', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBeNull();
    expect(addressError('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(AV.checksum);
    expect(addressError('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(AV.evm);
    expect(addressError('evm', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(AV.evm);
  });

  it('Solana: a 32-byte key in base58', () => {
    expect(addressError('solana', '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy')).toBeNull();
    expect(addressError('solana', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(AV.solana);
    expect(addressError('solana', '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxX0')).toBe(AV.solana);
  });

  it('Bitcoin: 1… and 3… with their checksum, bc1q… bech32 and bc1p… bech32m', () => {
    for (const address of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ])
      expect(addressError('bitcoin', address), address).toBeNull();
    expect(addressError('bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(AV.checksum);
    expect(addressError('bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr')).toBe(AV.checksum);
    expect(addressError('bitcoin', 'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(AV.bitcoin);
    expect(addressError('bitcoin', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(AV.bitcoin);
  });
});

describe('addressErrorWhileTyping', () => {
  it('says nothing of a beginning that may still become an address, and at once of one that cannot', () => {
    expect(addressErrorWhileTyping('tron', 'TR7NHq')).toBeNull();
    expect(addressErrorWhileTyping('tron', 'hello')).toBe(AV.tron);
    expect(addressErrorWhileTyping('tron', 'TR7N-')).toBe(AV.tron);
    expect(addressErrorWhileTyping('evm', '0x5aAe')).toBeNull();
    expect(addressErrorWhileTyping('evm', '0x5aAg')).toBe(AV.evm);
    expect(addressErrorWhileTyping('bitcoin', 'bc1q')).toBeNull();
    expect(addressErrorWhileTyping('solana', '0x')).toBe(AV.solana);
  });

  it('checks a whole one as addressError does, checksum included', () => {
    expect(addressErrorWhileTyping('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(AV.checksum);
    expect(addressErrorWhileTyping('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(addressErrorWhileTyping('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(AV.checksum);
  });
});
