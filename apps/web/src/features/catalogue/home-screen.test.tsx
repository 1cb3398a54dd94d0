import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CatalogueApi, type HomeData } from '@tradewind/contract';
import { fakeCatalogue } from '@/test/catalogue-http';
import { categories, pageOf, productOf, shopOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import HomeScreen from './home-screen';

const home: HomeData = {
  banners: [
    { id: 1, image: '/img/b1.png', title: 'Summer sale', subtitle: 'Up to 50% off', link: '/explore?category=3' },
    { id: 2, image: '/img/b2.png', title: 'New phones', subtitle: 'Just landed', link: '/detail/9' },
  ],
  categories,
  recommended: [productOf(1, { title: 'Picked kettle' }), productOf(2, { title: 'Picked lamp' })],
  new_arrivals: [productOf(41, { title: 'Rain jacket' }), productOf(40, { title: 'Linen shirt' })],
  popular_shops: [shopOf(1, { name: 'Harbour Goods' }), shopOf(2, { name: 'Kyoto Craft' })],
};

let server: ReturnType<typeof fakeCatalogue>;
beforeEach(() => {
  server = fakeCatalogue({
    [CatalogueApi.home]: () => home,
    // The best sellers repeat one of the picks: it is shown once.
    [CatalogueApi.list]: ({ page }) =>
      pageOf(
        [productOf(2, { title: 'Picked lamp' }), productOf(30, { title: 'Best seller tent' })],
        Number(page),
        2,
        20,
      ),
  });
});
afterEach(() => server.restore());

describe('home screen', () => {
  it('shows the search bar, banners, the ten categories and popular shops', async () => {
    renderScreen(<HomeScreen />, '/home');
    expect(screen.getByRole('heading', { level: 1, name: 'Tradewind' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search products and shops' })).toHaveAttribute('href', '/search');

    const banners = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(banners).getByRole('link', { name: /Summer sale/ })).toHaveAttribute('href', '/explore?category=3');
    expect(within(banners).getByRole('link', { name: /New phones/ })).toHaveAttribute('href', '/detail/9');

    const grid = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(grid).getAllByRole('link')).toHaveLength(10);
    expect(within(grid).getByRole('link', { name: 'Toys' })).toHaveAttribute('href', '/explore?category=10');

    const shops = screen.getByRole('region', { name: 'Popular shops' });
    expect(within(shops).getByRole('link', { name: 'Kyoto Craft' })).toHaveAttribute('href', '/shop/2');
    expect(within(shops).getByRole('link', { name: 'See all best sellers' })).toHaveAttribute(
      'href',
      '/explore/popular',
    );
  });

  it('shows the newest products side by side, newest first, with a way to see them all', async () => {
    renderScreen(<HomeScreen />, '/home');
    const arrivals = await screen.findByRole('region', { name: 'New arrivals' });
    // The section holds its place with grey cards until the home arrives.
    const titles = (await within(arrivals).findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    );
    expect(titles).toEqual(['Rain jacket', 'Linen shirt']);
    expect(within(arrivals).getByRole('link', { name: 'Rain jacket' })).toHaveAttribute('href', '/detail/41');
    expect(within(arrivals).getByRole('link', { name: 'See all new arrivals' })).toHaveAttribute(
      'href',
      '/explore?sort=newest',
    );
  });

  it('leaves out new arrivals when there are none', async () => {
    server.restore();
    server = fakeCatalogue({
      [CatalogueApi.home]: () => ({ ...home, new_arrivals: [] }),
      [CatalogueApi.list]: () => pageOf([], 1, 0),
    });
    renderScreen(<HomeScreen />, '/home');
    const shops = await screen.findByRole('region', { name: 'Popular shops' });
    expect(await within(shops).findByRole('link', { name: 'Harbour Goods' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New arrivals' })).toBeNull();
  });

  it('recommends the home picks first, then the best sellers, each product once', async () => {
    renderScreen(<HomeScreen />, '/home');
    const list = await screen.findByRole('list', { name: 'Recommended for you' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Picked kettle', 'Picked lamp', 'Best seller tent']);
    expect(within(list).getByRole('link', { name: 'Best seller tent' })).toHaveAttribute('href', '/detail/30');
    expect(server.queries(CatalogueApi.list)[0]).toEqual({ sort: 'sales', page: '1', limit: '20' });
    expect(await screen.findByText('No more')).toBeInTheDocument();
  });

  it('helps when there is nothing to recommend', async () => {
    server.restore();
    server = fakeCatalogue({
      [CatalogueApi.home]: () => ({ ...home, recommended: [] }),
      [CatalogueApi.list]: () => pageOf([], 1, 0),
    });
    renderScreen(<HomeScreen />, '/home');
    expect(await screen.findByText('No products to show yet. Pull down to refresh.')).toBeInTheDocument();
  });
});
