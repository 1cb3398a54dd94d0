import { describe, expect, it } from 'vitest';
import { chainSettingsIssues, NetworkSaveBody } from './admin-schemas.js';
import { tokenUnitsToCents, txHash } from './chain.js';

describe('tokenUnitsToCents', () => {
  it('converts exactly and rounds a fraction of a cent down, whatever the decimals', () => {
    expect(tokenUnitsToCents(12_345_678_000_000_000_000n, 18)).toBe(1_234n); // 12.345678 → 12.34
    expect(tokenUnitsToCents(99_999_999_999_999_999n, 18)).toBe(9n); // 0.0999… → 0.09
    expect(tokenUnitsToCents(1_000_000n, 6)).toBe(100n); // USDT-style: 1.000000 → 1.00
    expect(tokenUnitsToCents(9_999n, 6)).toBe(0n); // less than a cent
    expect(tokenUnitsToCents(7n, 0)).toBe(700n);
    expect(tokenUnitsToCents(125n, 2)).toBe(125n);
    // Far past 2^53 and 2^64: still exact.
    expect(tokenUnitsToCents(2n ** 200n, 18)).toBe((2n ** 200n * 100n) / 10n ** 18n);
  });

  it('refuses decimals outside 0…36 and negative units', () => {
    expect(() => tokenUnitsToCents(1n, 37)).toThrow(RangeError);
    expect(() => tokenUnitsToCents(1n, 1.5)).toThrow(RangeError);
    expect(() => tokenUnitsToCents(-1n, 18)).toThrow(RangeError);
  });
});

describe('txHash', () => {
  it('takes 0x and 64 hex digits, trimmed and lower-cased, and nothing else', () => {
    const hash = `0x${'AB'.repeat(32)}`;
    expect(txHash.parse(` ${hash} `)).toBe(hash.toLowerCase());
    for (const bad of ['', '0x12', `${'ab'.repeat(32)}`, `0x${'zz'.repeat(32)}`, `0x${'ab'.repeat(33)}`])
      expect(txHash.safeParse(bad).success, bad).toBe(false);
  });
});

describe('NetworkSaveBody', () => {
  const base = {
    name: 'Polygon',
    token: 'USDC',
    address: '0x' + '1'.repeat(40),
    address_format: 'evm' as const,
    enabled: true,
  };
  it('reads empty text as none, and leaves settings left out undefined (a change keeps them)', () => {
    expect(NetworkSaveBody.parse({ ...base, rpc_url: '' })).toMatchObject({ rpc_url: null });
    expect(NetworkSaveBody.parse({ ...base, id: 3 }).token_contract).toBeUndefined();
  });
  it('asks a new network how its addresses are written; a verified one is EVM', () => {
    const { address_format: _none, ...noFormat } = base;
    expect(NetworkSaveBody.safeParse(noFormat).error?.issues[0]).toMatchObject({ path: ['address_format'] });
    const tron = { ...base, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', address_format: 'tron' as const };
    expect(NetworkSaveBody.safeParse(tron).success).toBe(true);
    // The token it carries ("USDT on TRC20"): a short code, or left out (a change keeps it).
    const { token: _noToken, ...noToken } = tron;
    expect(NetworkSaveBody.safeParse({ ...noToken, id: 1 }).success).toBe(true);
    expect(NetworkSaveBody.safeParse({ ...tron, token: 'USDT on TRC20' }).error?.issues[0]).toMatchObject({
      path: ['token'],
    });
    const rpc = { rpc_url: 'https://rpc.example', token_contract: '0x' + 'c'.repeat(40), token_decimals: 6 };
    expect(chainSettingsIssues({ ...tron, ...rpc, confirmations: 3 })).toEqual({
      address_format: 'validation.verifiedIsEvm',
    });
    expect(chainSettingsIssues({ ...base, ...rpc, confirmations: null })).toEqual({
      confirmations: 'validation.required',
    });
  });

  it('takes http(s) RPC URLs only, and then all four settings', () => {
    expect(NetworkSaveBody.safeParse({ ...base, rpc_url: 'javascript:alert(1)' }).success).toBe(false);
    const full = {
      ...base,
      rpc_url: 'https://rpc.example/v1',
      token_contract: '0x' + 'C'.repeat(40),
      token_decimals: 6,
      confirmations: 12,
    };
    expect(NetworkSaveBody.parse(full).token_contract).toBe('0x' + 'c'.repeat(40));
    expect(NetworkSaveBody.safeParse({ ...full, confirmations: 0 }).success).toBe(false);
  });
  it('refuses an RPC URL with a user name or password in it', () => {
    for (const rpc_url of ['https://user:secret@rpc.example/v1', 'https://key@rpc.example/v1']) {
      const result = NetworkSaveBody.safeParse({ ...base, rpc_url });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.rpcUrlCredentials');
    }
  });
});
