import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi, CatalogueApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderApp } from '@/test/render-app';
import { resetSession, signIn } from '@/test/session-reset';
import { testUser } from '@/test/test-user';
import { productDetailOf } from '@/features/product/product.test-data';
import { ROUTES } from './routes';

let server: ReturnType<typeof fakeHttp>;

beforeEach(async () => {
  await resetSession();
  HTMLElement.prototype.scrollTo = vi.fn() as unknown as HTMLElement['scrollTo'];
  server = fakeHttp({
    [`GET ${AccountApi.getUserInfo}`]: ok(testUser),
    [`GET ${CatalogueApi.detail}`]: ok(productDetailOf(7)),
  });
});
afterEach(() => {
  server.restore();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

describe('catalogue routes in the app', () => {
  it('the personal centre links to favourites and followed shops', async () => {
    signIn();
    renderApp(ROUTES, '/profile');
    const favourites = await screen.findByRole('link', { name: 'Favourites' }, { timeout: 5000 });
    expect(favourites).toHaveAttribute('href', '/myFavourite');
    expect(screen.getByRole('link', { name: 'Followed shops' })).toHaveAttribute('href', '/heart');
  }, 10_000);

  it.each(['/myFavourite', '/heart'])(
    '%s needs a login',
    async (path) => {
      const app = renderApp(ROUTES, path);
      // The guard's redirect lands once /login's part has loaded, which takes a while on a busy machine.
      await waitFor(() => expect(app.path()).toBe(`/login?redirect=${encodeURIComponent(path)}`), { timeout: 5000 });
    },
    10_000,
  );

  it('a visitor opens a product page, titled from its route', async () => {
    const app = renderApp(ROUTES, '/detail/7/3');
    expect(await screen.findByRole('heading', { name: 'Linen T-shirt' }, { timeout: 5000 })).toBeInTheDocument();
    expect(app.path()).toBe('/detail/7/3');
    expect(document.title).toBe('Product details · Tradewind');
  }, 10_000);
});
