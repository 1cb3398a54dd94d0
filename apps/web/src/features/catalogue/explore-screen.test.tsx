import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { fakeCatalogue } from '@/test/catalogue-http';
import { categories, pageOf, productOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import ExploreScreen from './explore-screen';

let server: ReturnType<typeof fakeCatalogue>;
const listCalls = () => server.queries(CatalogueApi.list);
beforeEach(() => {
  server = fakeCatalogue({
    [CatalogueApi.categories]: () => ({ list: categories }),
    [CatalogueApi.list]: ({ category_id, sort }) =>
      pageOf(
        [productOf(Number(category_id ?? 0) * 100 + 1, { title: `Item in ${category_id ?? 'all'} by ${sort}` })],
        1,
        1,
      ),
  });
});
afterEach(() => server.restore());

const rail = () => screen.getByRole('navigation', { name: 'Categories' });

describe('explore screen', () => {
  it('preselects the category of ?category= and lists its best sellers', async () => {
    renderScreen(<ExploreScreen />, '/explore?category=3');
    expect(await screen.findByText('Item in 3 by sales')).toBeInTheDocument();
    expect(within(rail()).getByRole('button', { name: 'Outdoors' })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls()).toEqual([{ category_id: '3', sort: 'sales', page: '1', limit: '20' }]);
    expect(screen.getByRole('radio', { name: 'Best selling' })).toBeChecked();
    // A visitor's Filters stay under Explore, open to all; a buyer's lead to /filter (app/visitor-browse-paths.test.ts).
    expect(screen.getByRole('link', { name: 'Filters' })).toHaveAttribute('href', '/explore/filter?category_id=3');
  });

  it('switches category and order, asking for the right list and keeping both in the URL', async () => {
    const { user, location } = renderScreen(<ExploreScreen />, '/explore');
    expect(await screen.findByText('Item in all by sales')).toBeInTheDocument();
    expect(within(rail()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(rail()).getByRole('button', { name: 'Toys' }));
    expect(await screen.findByText('Item in 10 by sales')).toBeInTheDocument();
    expect(location()).toBe('/explore?category=10');

    await user.click(screen.getByRole('radio', { name: 'Price: low to high' }));
    expect(await screen.findByText('Item in 10 by price_asc')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Price: low to high' })).toBeChecked();
    expect(location()).toBe('/explore?category=10&sort=price_asc');
    // Filters open on the same category and the same order.
    expect(screen.getByRole('link', { name: 'Filters' })).toHaveAttribute(
      'href',
      '/explore/filter?category_id=10&sort=price_asc',
    );

    await user.click(screen.getByRole('radio', { name: 'Top rated' }));
    await user.click(within(rail()).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/explore?sort=rating'));
    expect(listCalls()).toEqual([
      { sort: 'sales', page: '1', limit: '20' },
      { category_id: '10', sort: 'sales', page: '1', limit: '20' },
      { category_id: '10', sort: 'price_asc', page: '1', limit: '20' },
      { category_id: '10', sort: 'rating', page: '1', limit: '20' },
      { sort: 'rating', page: '1', limit: '20' },
    ]);
  });

  it('says so when a category is empty', async () => {
    server.restore();
    server = fakeCatalogue({
      [CatalogueApi.categories]: () => ({ list: categories }),
      [CatalogueApi.list]: () => pageOf([], 1, 0),
    });
    renderScreen(<ExploreScreen />, '/explore?category=9');
    expect(await screen.findByText('Nothing here yet. Try another category.')).toBeInTheDocument();
  });
});
