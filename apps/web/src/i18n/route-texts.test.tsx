import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/**
 * The router shows a screen only once its part's texts are there, in the buyer's language: a screen never
 * flashes raw keys. Runs on fresh modules, where only what the app itself asks for is loaded (the test setup
 * otherwise loads every namespace).
 */
describe('texts of a route', () => {
  it('arrive with the screen, in the current language, before its first render', async () => {
    vi.resetModules();
    const i18n = await import('@/i18n');
    const { useTranslation } = await import('@/i18n/use-translation');
    const { renderApp, testRoute } = await import('@/test/render-app');
    await i18n.initI18n('fr');

    const rendered: string[] = [];
    function PayScreen() {
      const { t } = useTranslation();
      rendered.push(t('paysheet.title'));
      return <h2>{t('paysheet.title')}</h2>;
    }
    renderApp([testRoute('/home', PayScreen, { part: 'cart', titleKey: 'title.bag' })], '/home');

    expect(await screen.findByRole('heading', { name: 'Payer' })).toBeInTheDocument();
    expect(rendered.filter((text) => text !== 'Payer')).toEqual([]);
    await i18n.changeLanguage('en');
  });
});
