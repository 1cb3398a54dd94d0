import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { changeLanguage } from '@/i18n';
import { productOf, shopOf } from '@/test/catalogue.test-data';
import { ProductCard } from './product-card';
import { ShopCard } from './shop-card';

afterEach(() => changeLanguage('en'));

describe('ProductCard', () => {
  it('links to the product and shows the price, the struck original price, sales and rating', () => {
    const product = productOf(7, {
      title: 'Trail backpack',
      price_cents: 4599,
      original_price_cents: 5999,
      sales: 1234,
    });
    renderScreen(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Trail backpack' })).toHaveAttribute('href', '/detail/7');
    expect(screen.getByRole('img', { name: 'Trail backpack' })).toBeInTheDocument();
    expect(screen.getByText('$45.99')).toBeInTheDocument();
    expect(screen.getByText('$59.99').tagName).toBe('S');
    expect(screen.getByText('1.2K sold')).toBeInTheDocument();
    const rating = screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' });
    expect(rating).toHaveTextContent('4.5 (12)');
  });

  it('in French, the sales and the fans agree with their count', async () => {
    await changeLanguage('fr');
    renderScreen(<ProductCard product={productOf(5, { sales: 1 })} />);
    expect(screen.getByText('1 vendu')).toBeInTheDocument();
    renderScreen(<ProductCard product={productOf(6, { sales: 3 })} />);
    expect(screen.getByText('3 vendus')).toBeInTheDocument();
    renderScreen(<ShopCard shop={shopOf(4, { fans: 1 })} />);
    expect(screen.getByText('1 abonné')).toBeInTheDocument();
  });

  it('shows no stars and no rating for a product nobody has reviewed', () => {
    renderScreen(<ProductCard product={productOf(5, { rating: 0, review_count: 0, sales: 3 })} />);
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.getByText('3 sold')).toBeInTheDocument();
  });

  it('says one review in the singular, and writes the figures the French way in French', async () => {
    renderScreen(<ProductCard product={productOf(5, { rating: 5, review_count: 1 })} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeInTheDocument();
    await changeLanguage('fr');
    renderScreen(<ProductCard product={productOf(6, { rating: 4.25, review_count: 1234 })} />);
    expect(screen.getByRole('img', { name: /^Noté 4,3 sur 5 d'après 1\s234 avis$/ })).toBeInTheDocument();
  });

  it('shows no original price when it is not higher, and marks a product out of stock', () => {
    renderScreen(
      <ProductCard product={productOf(3, { price_cents: 999, original_price_cents: 999, in_stock: false })} />,
    );
    expect(screen.getAllByText('$9.99')).toHaveLength(1);
    expect(screen.queryByText('Original price')).not.toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });
});

describe('ShopCard', () => {
  it('links to the shop with its logo, fans and favourable rate', () => {
    renderScreen(<ShopCard shop={shopOf(4, { name: 'Kyoto Craft', fans: 15300, favourable_rate: 97.25 })} />);
    expect(screen.getByRole('link', { name: 'Kyoto Craft' })).toHaveAttribute('href', '/shop/4');
    expect(screen.getByRole('img', { name: 'Kyoto Craft logo' })).toBeInTheDocument();
    expect(screen.getByText('15.3K fans')).toBeInTheDocument();
    expect(screen.getByText('97.3% positive')).toBeInTheDocument();
  });

  it('shows no percentage for a shop nobody has reviewed', () => {
    renderScreen(<ShopCard shop={shopOf(4, { favourable_rate: null })} />);
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });
});
