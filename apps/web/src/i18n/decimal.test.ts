import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@tradewind/contract';
import { changeLanguage } from './language';
import { amountExample, moneyPlaceholder, parseTypedAmount, readDecimal, writeDecimal } from './decimal';

afterEach(() => changeLanguage('en'));

describe('decimals the user’s way', () => {
  it.each<[LanguageCode, string, string]>([
    ['fr', '25,50', '25.50'],
    ['fr', '25.50', '25.50'],
    ['fr', '1 234,5', '1234.5'],
    ['fr', '-12,30', '-12.30'],
    ['id', '1.234,50', '1234.50'],
    ['tr', '25,5', '25.5'],
    ['vi', '7,05', '7.05'],
    ['en', '1,234.50', '1234.50'],
    ['en', '25.50', '25.50'],
    ['ja', '25.50', '25.50'],
    ['zh-tw', '3,000', '3000'],
    ['de', '12,50', '12.50'],
    ['de', '1.234,50', '1234.50'],
    ['pt-br', '1.234,5', '1234.5'],
    ['es', '12,50', '12.50'],
    ['ru', '1 234,50', '1234.50'],
    ['ar', '12.50', '12.50'],
    ['ar', '١٢٫٥٠', '12.50'],
    ['ar', '١٬٢٣٤٫٥٠', '1234.50'],
    ['ar', '۱۲٫۵۰', '12.50'],
    ['de', '١٢٫٥٠', '12.50'],
  ])('in %s, "%s" is sent as "%s"', async (lang, typed, sent) => {
    await changeLanguage(lang);
    expect(readDecimal(typed)).toBe(sent);
  });

  it('leaves what is no number as typed, for the form to refuse', async () => {
    await changeLanguage('fr');
    expect(readDecimal('25,5,0')).toBe('25.5,0');
    await changeLanguage('en');
    expect(readDecimal('25,50')).toBe('25,50');
    expect(readDecimal('abc')).toBe('abc');
  });

  it.each<[LanguageCode, string, number | null]>([
    ['en', '75.50', 7550],
    ['de', '12,50', 1250],
    ['ar', '١٢٫٥٠', 1250],
    ['ar', '\u200f١٢٫٥\u200e', 1250],
    ['en', '75,50', null],
    ['en', '50,5', null],
    ['en', '1,234.50', 123450],
    ['en', '1,234', 123400],
    ['fr', '75,50', 7550],
    ['fr', '75.50', 7550],
    ['fr', '1 234,50', 123450],
    ['fr', '75,505', null],
    ['id', '75,50', 7550],
    ['id', '1.234,50', 123450],
    ['tr', '50,5', 5050],
    ['vi', '75,50', 7550],
    ['ja', '75,50', null],
    ['ko', '75.5', 7550],
    ['th', '75,50', null],
    ['zh-cn', '75.50', 7550],
    ['zh-tw', '75,50', null],
    ['en', '-5', null],
    ['fr', 'abc', null],
  ])('in %s, the amount typed "%s" is %s cents, by the one rule of every amount field', async (lang, typed, cents) => {
    await changeLanguage(lang);
    expect(parseTypedAmount(typed)).toBe(cents);
  });

  it('gives the example of a refused amount the language’s way', async () => {
    expect(amountExample()).toBe('12.50');
    await changeLanguage('tr');
    expect(amountExample()).toBe('12,50');
  });

  it('writes a plain decimal and the placeholder the language’s way', async () => {
    await changeLanguage('fr');
    expect(writeDecimal('551.02')).toBe('551,02');
    expect(moneyPlaceholder()).toBe('0,00');
    await changeLanguage('ko');
    expect(moneyPlaceholder()).toBe('0.00');
  });
});
