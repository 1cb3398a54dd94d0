import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminCatalogueApi, type AdminProduct, type AdminProductRow } from '@tradewind/contract';
import { fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog } from '../../test/dialogs';
import { queryOf } from '../../test/query-of';
import { JACKET, JACKET_ROW, OTHER_SHOP, OUTDOORS, pageOf, SHOP, TOYS } from './product.test-data';
import { choose } from './test-support';

configureConsoleTests({ skipVisibilityCheck: true });

const LIST = `GET ${AdminCatalogueApi.products}`;
const SHOPS = `GET ${AdminCatalogueApi.shops}`;
const CATEGORIES = `GET ${AdminCatalogueApi.categories}`;
const SHELF = `POST ${AdminCatalogueApi.productShelf}`;
const SKU = `POST ${AdminCatalogueApi.skuSave}`;
const PRODUCT = `GET ${AdminCatalogueApi.product}`;

/** The list from `rows`; the shops search by keyword as the server does. */
const catalogue = (rows: AdminProductRow[], extra: Record<string, Parameters<typeof fakeHttp>[0][string]> = {}) =>
  fakeHttp({
    [LIST]: () => ok(pageOf(rows, 57)),
    [SHOPS]: ({ url }: FakeRequest) => {
      const keyword = (queryOf(url).keyword ?? '').toLowerCase();
      return ok(pageOf([SHOP, OTHER_SHOP].filter((shop) => shop.name.toLowerCase().includes(keyword))));
    },
    [CATEGORIES]: ok(pageOf([OUTDOORS, TOYS])),
    ...extra,
  });
const rowOf = async (title: string) =>
  (await within(await screen.findByRole('table', { name: 'Products' })).findByRole('link', { name: title })).closest(
    'tr',
  )!;

describe('products list', { timeout: 40_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('shows picture, title, shop, category, lowest price, stock, shelf state and date added', async () => {
    server = catalogue([
      JACKET_ROW,
      { ...JACKET_ROW, id: 43, title: 'Tent', on_shelf: false, sku_count: 1, low_stock_skus: 0, price_cents: 9_900 },
    ]);
    await renderAdmin('/admin/products');
    const jacket = await rowOf('Rain jacket');
    expect(within(jacket).getByRole('img', { name: 'Rain jacket' })).toHaveAttribute('src', JACKET_ROW.image);
    expect(jacket).toHaveTextContent('#42 · 4 SKUs');
    expect(jacket).toHaveTextContent('Harbour Outfitters');
    expect(jacket).toHaveTextContent('Outdoors');
    expect(jacket).toHaveTextContent('from $12.50');
    expect(jacket).toHaveTextContent('33');
    expect(jacket).toHaveTextContent('1 SKU low');
    expect(jacket).toHaveTextContent('On the shelf');
    expect(jacket).toHaveTextContent('Mar 2, 2025');
    const tent = await rowOf('Tent');
    expect(tent).toHaveTextContent('$99.00');
    expect(tent).not.toHaveTextContent('from');
    expect(tent).toHaveTextContent('Off the shelf');
    expect(within(tent).getByRole('button', { name: 'Put Tent on the shelf' })).toBeInTheDocument();
    expect(screen.getByText('57 in all')).toBeInTheDocument();
    expect(queryOf(server.calls(LIST)[0]!.url)).toEqual({ shelf: 'all', page: '1', limit: '20' });
  });

  it('sends the search, shop, category, shelf and low-stock filters to the server', async () => {
    server = catalogue([JACKET_ROW]);
    const { user, path } = await renderAdmin('/admin/products?page=2');
    await rowOf('Rain jacket');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' jacket ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('radio', { name: 'Off the shelf' }));
    await choose(user, 'Shop', 'Lantern Lane', 'lan');
    await waitFor(() => expect(server!.calls(SHOPS).some((r) => queryOf(r.url).keyword === 'lan')).toBe(true));
    await choose(user, 'Category', 'Toys');
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only (an SKU with 5 or fewer)' }));
    await waitFor(() =>
      expect(queryOf(server!.calls(LIST).at(-1)!.url)).toEqual({
        keyword: 'jacket',
        shop_id: '4',
        category_id: '10',
        shelf: 'off',
        low_stock: '1',
        page: '1',
        limit: '20',
      }),
    );
    expect(path()).toBe('/admin/products?keyword=jacket&shelf=off&shop_id=4&category_id=10&low_stock=1');
  });

  it('takes a product off the shelf only after a confirmation, then shows it off the shelf', async () => {
    const rows = [{ ...JACKET_ROW }];
    server = catalogue(rows, {
      [SHELF]: ({ body }: FakeRequest) => {
        rows[0]!.on_shelf = (body as { on_shelf: boolean }).on_shelf;
        return ok({ ...JACKET, on_shelf: rows[0]!.on_shelf }, 'Off the shelf');
      },
    });
    const { user } = await renderAdmin('/admin/products');
    await user.click(
      within(await rowOf('Rain jacket')).getByRole('button', { name: 'Take Rain jacket off the shelf' }),
    );
    const confirm = await findDialog('Take “Rain jacket” off the shelf?');
    expect(confirm).toHaveTextContent('Buyers will no longer find it or be able to buy it.');
    expect(server.calls(SHELF)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Take off the shelf' }));
    expect(await screen.findByText('“Rain jacket” is off the shelf')).toBeInTheDocument();
    expect(server.calls(SHELF).map((r) => r.body)).toEqual([{ id: 42, on_shelf: false }]);
    await waitFor(async () => expect(await rowOf('Rain jacket')).toHaveTextContent('Off the shelf'));
  });

  it("quick-edits one SKU's stock and price, sending only what changed", async () => {
    let product: AdminProduct = JACKET;
    server = catalogue([JACKET_ROW], {
      [PRODUCT]: () => ok(product),
      [SKU]: ({ body }: FakeRequest) => {
        const b = body as { id: number; stock?: number };
        product = {
          ...product,
          skus: product.skus.map((s) => (s.id === b.id ? { ...s, stock: b.stock ?? s.stock } : s)),
        };
        return ok(product, 'Saved');
      },
    });
    const { user } = await renderAdmin('/admin/products');
    await user.click(
      within(await rowOf('Rain jacket')).getByRole('button', { name: 'Stock and prices of Rain jacket' }),
    );
    const dialog = await findDialog('Stock and prices: Rain jacket');
    const redS = await within(dialog).findByRole('group', { name: 'Red / S' });
    expect(within(redS).getByRole('button', { name: 'Save Red / S' })).toBeDisabled();
    const stock = within(redS).getByRole('spinbutton', { name: 'Stock of Red / S' });
    await user.clear(stock);
    await user.type(stock, '25');
    await user.click(within(redS).getByRole('button', { name: 'Save Red / S' }));
    expect(await screen.findByText('Red / S saved: $12.50, 25 in stock')).toBeInTheDocument();
    expect(server.calls(SKU).map((r) => r.body)).toEqual([{ id: 101, stock: 25 }]);

    const blueM = within(dialog).getByRole('group', { name: 'Blue / M' });
    const price = within(blueM).getByRole('textbox', { name: 'Price of Blue / M' });
    await user.clear(price);
    await user.type(price, '14.5');
    await user.click(within(blueM).getByRole('button', { name: 'Save Blue / M' }));
    expect(await screen.findByText('Blue / M saved: $14.50, 10 in stock')).toBeInTheDocument();
    expect(server.calls(SKU)[1]!.body).toEqual({ id: 104, price: '14.50' });
  });
});
