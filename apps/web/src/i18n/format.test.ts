import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@tradewind/contract';
import { changeLanguage } from './language';
import { formatPercent, formatSignedMoney } from './format';

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

describe('a shop’s favourable rate', () => {
  it.each<[LanguageCode, string, string]>([
    ['en', '98.0%', '87.8%'],
    ['fr', '98,0\u00a0%', '87,8\u00a0%'],
    ['tr', '%98,0', '%87,8'],
    ['id', '98,0%', '87,8%'],
    ['ja', '98.0%', '87.8%'],
  ])('in %s, always one decimal: "%s" and "%s"', async (lang, whole, decimal) => {
    await changeLanguage(lang);
    expect(formatPercent(98)).toBe(whole);
    expect(formatPercent(87.84)).toBe(decimal);
  });
});
