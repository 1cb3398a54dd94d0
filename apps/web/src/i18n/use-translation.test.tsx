import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './index';
import { useTranslation } from './use-translation';

function BackButton() {
  const { t, i18n } = useTranslation();
  return <button lang={i18n.language}>{t('nav.back')}</button>;
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('useTranslation', () => {
  it('re-renders in the new language when the language changes', async () => {
    render(<BackButton />);
    expect(screen.getByRole('button')).toHaveTextContent('Back');
    await act(() => changeLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Retour' })).toHaveAttribute('lang', 'fr');
  });

  it('re-renders when a namespace it uses finishes loading', async () => {
    // A fresh copy of the module, in which nothing is loaded yet (the test setup loads every namespace).
    vi.resetModules();
    const fresh = await import('./index');
    const { useTranslation: useFreshTranslation } = await import('./use-translation');
    function EmptyBag() {
      const { t } = useFreshTranslation();
      return <p>{t('bag.empty.title')}</p>;
    }
    render(<EmptyBag />);
    expect(screen.getByText('bag.empty.title')).toBeInTheDocument();
    await act(() => fresh.loadNamespaces('en', ['bag']));
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
  });
});
