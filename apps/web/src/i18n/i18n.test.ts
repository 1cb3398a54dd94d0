import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, i18n, t } from './index';
import { formatDate, formatMoney } from './format';

afterEach(async () => {
  await changeLanguage('en');
});

describe('i18n', () => {
  it('starts in English with the contract messages and the locale namespaces merged', () => {
    expect(currentLanguage()).toBe('en');
    expect(t('error.LOGIN_FAILED')).toBe('Wrong account or password');
    expect(t('common.loginFirst')).toBe('Please login first');
    expect(i18n.t('title.profile')).toBe('My account');
    expect(i18n.exists('title.profile')).toBe(true);
    expect(i18n.exists('title.noSuchTitle')).toBe(false);
  });

  it('loads a language on demand, keeps lower-case codes and sets <html lang>', async () => {
    await changeLanguage('zh-cn');
    expect(i18n.language).toBe('zh-cn');
    expect(t('nav.home')).toBe('首页');
    expect(t('error.LOGIN_FAILED')).not.toBe('Wrong account or password');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('interpolates and falls back to English for a key a language lacks', async () => {
    await changeLanguage('fr');
    expect(t('common.requestFailed', { status: 502 })).toBe('La requête a échoué (erreur 502)');
    i18n.addResourceBundle('en', 'translation', { test: { onlyInEnglish: 'English only' } });
    expect(t('test.onlyInEnglish')).toBe('English only');
  });

  it('returns the key itself when no language has it', () => {
    expect(t('common.noSuchText')).toBe('common.noSuchText');
  });

  it('a screen that asks for its texts during a switch gets them in the new language too', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const switching = fresh.changeLanguage('fr');
    await fresh.loadNamespaces(fresh.currentLanguage(), ['paysheet']);
    await switching;
    await vi.waitFor(() => expect(fresh.t('paysheet.title')).toBe('Payer'));
  });

  it('the last of two quick switches wins', async () => {
    await Promise.all([changeLanguage('ja'), changeLanguage('ko')]);
    expect(currentLanguage()).toBe('ko');
  });
});

describe('format', () => {
  it('formats cents as US dollars in the current language', async () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-5)).toBe('-$0.05');
    await changeLanguage('fr');
    expect(formatMoney(123456)).toMatch(/^1\s234,56\s\$US$/);
  });

  it('formats dates in the current language; a date-only string is that calendar day', async () => {
    expect(formatDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatDate(new Date(2025, 2, 1, 14, 5))).toMatch(/^Mar 1, 2025, 2:05\sPM$/);
    expect(formatDate('not a date')).toBe('not a date');
    await changeLanguage('ja');
    expect(formatDate('2025-03-01')).toBe('2025/03/01');
  });
});
