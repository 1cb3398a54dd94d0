import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CatalogueApi, type ShopInfo } from '@tradewind/contract';
import { fakeCatalogue } from '@/test/catalogue-http';
import { pageOf, productOf, shopOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import ShopProductsScreen from './shop-products-screen';

const shop: ShopInfo = { ...shopOf(5, { name: 'Kyoto Craft' }), description: 'Handmade', created_at: '2024-01-01' };
let server: ReturnType<typeof fakeCatalogue>;
beforeEach(() => {
  server = fakeCatalogue({
    [CatalogueApi.shopInfo]: () => shop,
    [CatalogueApi.list]: ({ sort }) => pageOf([productOf(50, { title: `Tea bowl by ${sort}` })], 1, 1),
  });
});
afterEach(() => server.restore());

describe('shop products screen', () => {
  it("lists the shop's products under its name, asking by shop_id, in the chosen order", async () => {
    const { user, location } = renderScreen(<ShopProductsScreen />, '/products?shop_id=5');
    expect(await screen.findByRole('heading', { name: 'Kyoto Craft' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit shop' })).toHaveAttribute('href', '/shop/5');
    expect(await screen.findByText('Tea bowl by sales')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Products of Kyoto Craft' })).toBeInTheDocument();
    expect(server.queries(CatalogueApi.shopInfo)).toEqual([{ id: '5' }]);

    await user.click(screen.getByRole('radio', { name: 'Price: high to low' }));
    expect(await screen.findByText('Tea bowl by price_desc')).toBeInTheDocument();
    expect(location()).toBe('/products?shop_id=5&sort=price_desc');
    expect(server.queries(CatalogueApi.list)).toEqual([
      { shop_id: '5', sort: 'sales', page: '1', limit: '20' },
      { shop_id: '5', sort: 'price_desc', page: '1', limit: '20' },
    ]);
  });

  it('asks for a shop when the address names none', () => {
    renderScreen(<ShopProductsScreen />, '/products?shop_id=abc');
    expect(screen.getByText('Choose a shop to see its products.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse shops' })).toHaveAttribute('href', '/home');
    expect(server.queries(CatalogueApi.list)).toEqual([]);
  });
});
