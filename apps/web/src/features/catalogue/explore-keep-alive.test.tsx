import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { categories, pageOf, productOf } from '@/test/catalogue.test-data';
import { renderApp, testRoute } from '@/test/render-app';
import { resetSession } from '@/test/session-reset';
import ExploreScreen from './explore-screen';

const table = [
  testRoute('/explore', ExploreScreen, { keepAlive: true, tab: 'explore' }),
  testRoute('/home', () => <p>Home</p>, { tab: 'home' }),
  testRoute('/detail/:product?', () => <p>Product page</p>),
];
let server: ReturnType<typeof fakeHttp>;

beforeEach(async () => {
  await resetSession();
  server = fakeHttp({
    [`GET ${CatalogueApi.categories}`]: ok({ list: categories }),
    [`GET ${CatalogueApi.list}`]: ({ url }) => {
      const category = new URL(url, 'http://x').searchParams.get('category_id');
      return ok(pageOf([productOf(Number(category ?? 1), { title: `Product of ${category ?? 'all'}` })], 1, 1));
    },
  });
});
afterEach(() => server.restore());

describe('explore, kept alive', () => {
  it('keeps the chosen category when a product is opened and the buyer comes back', async () => {
    const app = renderApp(table, '/explore?category=3');
    expect(await screen.findByText('Product of 3')).toBeInTheDocument();
    const rail = screen.getByRole('navigation', { name: 'Categories' });
    await app.user.click(within(rail).getByRole('button', { name: 'Toys' }));
    expect(await screen.findByText('Product of 10')).toBeInTheDocument();
    const listCalls = server.calls(`GET ${CatalogueApi.list}`).length;

    await act(() => app.router.navigate('/detail/10'));
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    await act(() => app.router.navigate(-1));

    expect(await screen.findByRole('button', { name: 'Toys' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Product of 10')).toBeVisible();
    expect(app.path()).toBe('/explore?category=10');
    // Nothing was asked again while the screen was hidden or when it came back.
    expect(server.calls(`GET ${CatalogueApi.list}`)).toHaveLength(listCalls);
  });
});
