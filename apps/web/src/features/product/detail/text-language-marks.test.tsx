import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { changeLanguage } from '@/i18n';
import { productOf } from '@/test/catalogue.test-data';
import { ProductCard } from '@/components/product-card';
import { SpecSelector } from './spec-selector';

afterEach(() => changeLanguage('en'));

/** The catalogue in the reader's language (decision 053): an untranslated text says which language it is in. */
describe("the original's language on untranslated catalogue texts", () => {
  it("marks a title shown in the original's language with it, and a translated one not at all", async () => {
    await changeLanguage('ko');
    renderScreen(<ProductCard product={productOf(7, { title: 'Trail backpack', title_lang: 'en' })} />);
    expect(screen.getByRole('link', { name: 'Trail backpack' })).toHaveAttribute('lang', 'en');
    renderScreen(<ProductCard product={productOf(8, { title: '트레일 배낭' })} />);
    expect(screen.getByRole('link', { name: '트레일 배낭' })).not.toHaveAttribute('lang');
  });

  it('marks a spec name and its values when they are the original words', () => {
    renderScreen(
      <SpecSelector
        specs={[
          { name: 'Colour', values: ['Ocean Blue'], name_lang: 'en', values_lang: 'en' },
          { name: '용량', values: ['128 GB'] },
        ]}
        skus={[
          {
            id: 1,
            specs: ['Ocean Blue', '128 GB'],
            price_cents: 100,
            original_price_cents: 100,
            stock: 3,
            image: null,
          },
        ]}
        selection={[null, null]}
        onToggle={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Colour' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Ocean Blue' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: '용량' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('button', { name: '128 GB' })).not.toHaveAttribute('lang');
  });
});
