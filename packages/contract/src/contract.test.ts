import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, matchLanguage } from './languages.js';
import { MESSAGES, translate } from './messages/index.js';
import { RegisterForm, ResetPayBody, ResetPwdBody } from './account/schemas.js';
import { en } from './messages/en.js';

const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

describe('messages', () => {
  it.each(LANGUAGE_CODES)('%s has every English key, translated, with the same placeholders', (lang) => {
    for (const key of keysOf(en)) {
      const text = translate(lang, key);
      expect(text, key).not.toBe(key);
      expect(text.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(translate('en', key).match(/\{\{\w+\}\}/g) ?? []);
      if (lang !== 'en')
        expect(text, `${lang} ${key}`).not.toBe(translate('en', key) === 'OK' ? '' : translate('en', key));
    }
    expect(keysOf(MESSAGES[lang]).sort()).toEqual(keysOf(en).sort());
  });

  it('interpolates and falls back to the key when nothing matches', () => {
    expect(translate('en', 'error.PAY_CODE_WRONG', { left: 3 })).toBe('Wrong payment code, 3 tries left');
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });

  it('writes a `_cents` value as money the way the language writes it', () => {
    const usd = (tag: string) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(20);
    expect(translate('en', 'error.PROMO_MIN_ORDER', { min_cents: 2_000 })).toBe(
      'This promo code is for orders from $20.00',
    );
    expect(translate('tr', 'error.PROMO_MIN_ORDER', { min_cents: 2_000 })).toBe(
      `Bu promosyon kodu ${usd('tr')} ve üzeri siparişler içindir`,
    );
    expect(translate('zh-tw', 'error.PROMO_MIN_ORDER', { min_cents: 2_000 })).toContain(usd('zh-TW'));
  });
});

describe('language matching', () => {
  it.each([
    ['fr-FR', 'fr'],
    ['zh-TW', 'zh-tw'],
    ['zh-Hant-HK', 'zh-tw'],
    ['zh', 'zh-cn'],
    ['pt-BR', 'pt-br'],
    ['pt-PT', 'pt-br'],
    ['ar-SA', 'ar'],
    ['de-AT', 'de'],
    ['es-MX', 'es'],
    ['ru', 'ru'],
    ['it-IT', undefined],
    ['', undefined],
  ])('%s → %s', (raw, expected) => expect(matchLanguage(raw)).toBe(expected));
});

describe('docs/product.md §5 rules', () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('register: valid email and mobile, password of 6+, confirmation matches', () => {
    const form = {
      account: 'anna_k',
      password: 'abc123',
      repassword: 'abc124',
      email: 'a@b',
      mobile: '0612',
      familyName: 'K',
      givenName: 'Anna',
    };
    expect(issues(RegisterForm.safeParse(form))).toMatchObject({
      email: 'validation.email',
      mobile: 'validation.mobile',
      repassword: 'validation.confirmMismatch',
    });
    expect(
      RegisterForm.safeParse({ ...form, email: 'anna@example.com', mobile: '+33 6 12 34 56 78', repassword: 'abc123' })
        .success,
    ).toBe(true);
  });

  it('new password differs from the old and is confirmed', () => {
    expect(
      issues(ResetPwdBody.safeParse({ oldpassword: 'same-1', newpassword: 'same-1', renewpassword: 'same-1' })),
    ).toEqual({ newpassword: 'validation.newPasswordSame' });
  });

  it('payment code: digits only, 6 at least, old one empty the first time', () => {
    expect(issues(ResetPayBody.safeParse({ pay_password: '12a456', re_pay_password: '12a456' }))).toEqual({
      pay_password: 'validation.payCodeDigits',
    });
    expect(issues(ResetPayBody.safeParse({ pay_password: '1234', re_pay_password: '1234' }))).toEqual({
      pay_password: 'validation.payCodeMin',
    });
    expect(ResetPayBody.parse({ pay_password: '123456', re_pay_password: '123456' }).old_pay_password).toBe('');
  });
});
