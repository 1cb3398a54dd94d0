import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@tradewind/contract';
import { changeLanguage } from './language';
import { formatSignedMoney } from './format';

afterEach(() => changeLanguage('en'));

describe('signed amounts', () => {
  it.each<[LanguageCode, string, string]>([
    ['en', '+$12.50', '−$12.50'],
    ['fr', '+12,50\u00a0$US', '−12,50\u00a0$US'],
    ['tr', '+$12,50', '−$12,50'],
    ['id', '+US$12,50', '−US$12,50'],
  ])('in %s, money in reads "%s" and money out "%s", with the one minus sign', async (lang, plus, minus) => {
    await changeLanguage(lang);
    expect(formatSignedMoney(1250)).toBe(plus);
    expect(formatSignedMoney(-1250)).toBe(minus);
    expect(formatSignedMoney(-1250)).not.toContain('-');
    expect(formatSignedMoney(0)).not.toMatch(/[+−-]/);
  });
});
