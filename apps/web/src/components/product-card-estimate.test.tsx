import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeHttp } from '@/test/fake-http';
import { ratesRoute } from '@/test/fx.test-data';
import { setCurrencyCookie } from '@/test/display-currency';
import { productOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { ProductCard } from './product-card';

let server: ReturnType<typeof fakeHttp>;
afterEach(() => {
  server.restore();
  setCurrencyCookie();
});

describe('a product card in won', () => {
  it('estimates the price, the struck original price and the free-over amount, each on a line of its own', async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('KRW');
    renderScreen(<ProductCard product={productOf(7, { price_cents: 4599, original_price_cents: 5999 })} />);
    const price = await screen.findByText('about ₩63,904');
    expect(price.closest('.money-estimate')?.previousElementSibling).toHaveTextContent('$45.99');
    expect(screen.getByText('about ₩83,357').closest('s')).toHaveTextContent('$59.99');
    expect(screen.getByText('Free over $59.00')).toBeInTheDocument();
    expect(screen.getByText('about ₩81,982').closest('p')?.previousElementSibling).toHaveTextContent(
      'Free over $59.00',
    );
  });
});
