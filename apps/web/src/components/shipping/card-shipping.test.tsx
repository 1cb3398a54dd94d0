import { describe, expect, it, onTestFinished } from 'vitest';
import { screen } from '@testing-library/react';
import { deliveryWindow } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { formatDayRange } from '@/i18n/format';
import { renderScreen } from '@/test/render-screen';
import { productOf } from '@/test/catalogue.test-data';
import { ProductCard } from '../product-card';

/** The window a card promises today: the shop's 7 to 11 days from now (catalogue.test-data). */
const range = () => formatDayRange(deliveryWindow(new Date(), { min: 7, max: 11 })).replace(/\s+/g, ' ');

describe('a card’s shipping lines', () => {
  it('say from which amount it ships free, from where, and when it would arrive if ordered today', () => {
    renderScreen(<ProductCard product={productOf(1, { price_cents: 2500 })} />);
    expect(screen.getByText('Free over $59.00')).toBeInTheDocument();
    expect(screen.getByText('Ships from China')).toBeInTheDocument();
    expect(screen.getByText(`Delivery ${range()}`)).toBeInTheDocument();
  });

  it('say "Free shipping" when one of it reaches the free-over amount, or the shop has no charge', () => {
    renderScreen(<ProductCard product={productOf(1, { price_cents: 5900 })} />);
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
  });

  it('give the cost when the shop never ships free, in the reader’s language', async () => {
    await changeLanguage('fr');
    onTestFinished(() => changeLanguage('en'));
    const shipping = { ...productOf(1).shipping, base_cents: 599, free_over_cents: null, ships_from: 'JP' as const };
    renderScreen(<ProductCard product={productOf(1, { shipping })} />);
    expect(screen.getByText(/^Livraison 5,99\s\$US$/)).toBeInTheDocument();
    // No article or preposition to agree with the country's name ("depuis Japon", "d'Autriche"): a label instead.
    expect(screen.getByText(/^Provenance\s: Japon$/)).toBeInTheDocument();
    expect(screen.getByText(`Livraison ${range()}`)).toBeInTheDocument();
  });

  it('in French, name any country of origin without an article to agree with it', async () => {
    await changeLanguage('fr');
    onTestFinished(() => changeLanguage('en'));
    for (const [code, name] of [
      ['AT', 'Autriche'],
      ['US', 'États-Unis'],
      ['CN', 'Chine'],
    ] as const) {
      const shipping = { ...productOf(1).shipping, base_cents: 0, free_over_cents: null, ships_from: code };
      const { unmount } = renderScreen(<ProductCard product={productOf(1, { shipping })} />);
      expect(screen.getByText(new RegExp(`^Provenance\\s: ${name}$`))).toBeInTheDocument();
      unmount();
    }
  });
});
