import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { fakeCatalogue } from '@/test/catalogue-http';
import { categories, pageOf, productOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import SearchResultsScreen from './search-results-screen';

let server: ReturnType<typeof fakeCatalogue>;
const searches = () => server.queries(CatalogueApi.search);

let found: { results: ReturnType<typeof productOf>[]; corrected?: string };
/** From now on the search finds these results (for the corrected words, if given). */
function answer(results: ReturnType<typeof productOf>[], corrected?: string) {
  found = { results, corrected };
}

describe('search results', () => {
  beforeEach(() => {
    answer([productOf(1, { title: 'Trail tent' }), productOf(2, { title: 'Tent pegs' })]);
    server = fakeCatalogue({
      [CatalogueApi.search]: () => ({
        ...pageOf(found.results, 1, found.results.length, 20),
        corrected: found.corrected,
      }),
      [CatalogueApi.categories]: () => ({ list: categories }),
      [CatalogueApi.hotSearch]: () => ({ list: ['headphones', 'tent'] }),
    });
  });
  afterEach(() => server.restore());

  it('searches the keyword by relevance and shows the results as a grid of products', async () => {
    renderScreen(<SearchResultsScreen />, '/searchs?keyword=tent');
    expect(await screen.findByRole('link', { name: 'Trail tent' })).toHaveAttribute('href', '/detail/1');
    expect(screen.getByRole('list', { name: 'Results for tent' })).toBeInTheDocument();
    expect(searches()).toEqual([{ keyword: 'tent', sort: 'relevance', page: '1', limit: '20' }]);
    expect(screen.getByRole('button', { name: 'Relevance' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Change search: tent' })).toHaveAttribute('href', '/search?keyword=tent');
  });

  it('asks again in the chosen order, and keeps the order in the address', async () => {
    const { user, location } = renderScreen(<SearchResultsScreen />, '/searchs?keyword=tent');
    await screen.findByRole('link', { name: 'Trail tent' });
    const sorts = screen.getByRole('group', { name: 'Sort by' });
    expect(
      within(sorts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Relevance', 'Sales', 'Price ↑', 'Price ↓', 'Newest']);
    await user.click(within(sorts).getByRole('button', { name: 'Price: low to high' }));
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({ keyword: 'tent', sort: 'price_asc', page: '1', limit: '20' }),
    );
    expect(location()).toBe('/searchs?keyword=tent&sort=price_asc');
    expect(within(sorts).getByRole('button', { name: 'Price: low to high' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sorts).getByRole('button', { name: 'Sales' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ sort: 'sales' }));
  });

  it('says which words it searched when it corrected a typo, and searches the typed words when asked', async () => {
    answer([productOf(1, { title: 'Aurora laptop' })], 'laptop');
    const { user, location } = renderScreen(<SearchResultsScreen />, '/searchs?keyword=lapotp');
    expect(await screen.findByText('Showing results for “laptop”')).toBeInTheDocument();
    answer([]);
    await user.click(screen.getByRole('link', { name: 'Search instead for “lapotp”' }));
    expect(location()).toBe('/searchs?keyword=lapotp&exact=1');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ keyword: 'lapotp', exact: '1' }));
    expect(await screen.findByRole('heading', { name: 'No results for “lapotp”' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it('narrows the results by category, price and stock, and keeps the filters in the address', async () => {
    const { user, location } = renderScreen(<SearchResultsScreen />, '/searchs?keyword=tent&sort=sales');
    await screen.findByRole('link', { name: 'Trail tent' });
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Outdoors' }));
    await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '10');
    await user.click(screen.getByRole('switch', { name: 'In stock only' }));
    // The results keep their own sorts: the panel only narrows.
    expect(screen.queryByRole('radio', { name: 'Newest' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(location()).toBe('/searchs?keyword=tent&sort=sales&category_id=3&min_price_cents=1000&in_stock=1');
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({
        keyword: 'tent',
        sort: 'sales',
        page: '1',
        limit: '20',
        category_id: '3',
        min_price_cents: '1000',
        in_stock: '1',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('helps when nothing is found: tips and popular searches', async () => {
    answer([]);
    renderScreen(<SearchResultsScreen />, '/searchs?keyword=tnet');
    expect(await screen.findByRole('heading', { name: 'No results for “tnet”' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'headphones' })).toHaveAttribute(
      'href',
      '/searchs?keyword=headphones',
    );
  });

  it('without a keyword, goes back to the search box', async () => {
    const { location } = renderScreen(<SearchResultsScreen />, '/searchs', '/searchs');
    await waitFor(() => expect(location()).toBe('/search'));
    expect(server.requests).toEqual([]);
  });
});
