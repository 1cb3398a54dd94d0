import { describe, expect, it } from 'vitest';
import { returnPathOf, withReturn } from './return-path';

const backOf = (value: string) => returnPathOf(new URLSearchParams({ back: value }));

describe('the way back after a detour', () => {
  it('is a path of this app only', () => {
    expect(backOf('/checkout?sku_id=5&quantity=2')).toBe('/checkout?sku_id=5&quantity=2');
    expect(backOf('/orderInfo/12')).toBe('/orderInfo/12');
    for (const elsewhere of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(backOf(elsewhere), JSON.stringify(elsewhere)).toBeNull();
    expect(returnPathOf(new URLSearchParams())).toBeNull();
  });

  it('goes along a link, or is left out when there is none', () => {
    expect(withReturn('/cardTopUp', '/checkout?a=1')).toBe('/cardTopUp?back=%2Fcheckout%3Fa%3D1');
    expect(withReturn('/topUp?method=manual', '/bag')).toBe('/topUp?method=manual&back=%2Fbag');
    expect(withReturn('/cardTopUp', null)).toBe('/cardTopUp');
  });
});
