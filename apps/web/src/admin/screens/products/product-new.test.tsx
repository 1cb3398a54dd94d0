import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AdminCatalogueApi, type AdminProduct } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { fakeUploads, png } from '../../test/uploads';
import { JACKET, OTHER_SHOP, OUTDOORS, pageOf, SHOP, stored, TOYS } from './product.test-data';
import { choose } from './test-support';

configureConsoleTests({ skipVisibilityCheck: true });

const SAVE = `POST ${AdminCatalogueApi.productSave}`;
const skuNames = () =>
  screen.queryAllByRole('textbox', { name: /^Price of / }).map((box) => box.getAttribute('aria-label'));
const field = (name: string) => screen.getByRole('textbox', { name });
const stockOf = (sku: string) => screen.getByRole('spinbutton', { name: `Stock of ${sku}` });
async function typeInto(user: UserEvent, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.type(box, text);
}

const uploads = fakeUploads();

describe('new product', { timeout: 60_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
    vi.unstubAllGlobals();
  });

  const start = (saved: AdminProduct = JACKET) =>
    fakeHttp({
      [`GET ${AdminCatalogueApi.shops}`]: ok(pageOf([SHOP, OTHER_SHOP])),
      [`GET ${AdminCatalogueApi.categories}`]: ok(pageOf([OUTDOORS, TOYS])),
      [SAVE]: ok(saved, 'Saved'),
      [`GET ${AdminCatalogueApi.product}`]: ok(saved),
    });

  it('builds the SKU table from the spec groups, keeping what was entered', async () => {
    server = start();
    const { user } = await renderAdmin('/admin/products/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    expect(skuNames()).toEqual(['Price of The only SKU']);

    await user.click(screen.getByRole('button', { name: 'Add a spec (up to 3)' }));
    await user.type(field('Spec 1 name'), 'Colour');
    await user.type(field('Spec 1 values'), 'Red, Blue');
    expect(skuNames()).toEqual(['Price of Red', 'Price of Blue']);
    await user.type(field('Price of Red'), '12.5');
    await user.type(stockOf('Red'), '7');

    await user.click(screen.getByRole('button', { name: 'Add a spec (up to 3)' }));
    await user.type(field('Spec 2 name'), 'Size');
    await user.type(field('Spec 2 values'), 'S，M');
    expect(skuNames()).toEqual(['Price of Red / S', 'Price of Red / M', 'Price of Blue / S', 'Price of Blue / M']);
    expect(field('Price of Red / S')).toHaveValue('12.5');
    // Typed one value at a time: Red became Red / S (its SKU, price and stock); M is a new value.
    expect(stockOf('Red / S')).toHaveValue('7');
    expect(field('Price of Red / M')).toHaveValue('');
    expect(stockOf('Red / M')).toHaveValue('');

    await typeInto(user, field('Spec 1 values'), 'Red, Blue, Green');
    expect(skuNames()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Remove spec Size' }));
    expect(skuNames()).toEqual(['Price of Red', 'Price of Blue', 'Price of Green']);
    expect(stockOf('Red')).toHaveValue('7');
  });

  it('saves shop, category, two uploaded pictures and 2×2 SKUs with money as decimal text and whole stock', async () => {
    server = start();
    const { user, path } = await renderAdmin('/admin/products/new');
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the shop that sells it')).toBeInTheDocument();
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(await screen.findByText('Add 1 to 9 pictures')).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await choose(user, 'Shop', 'Harbour Outfitters', 'harb');
    await choose(user, 'Category', 'Outdoors');
    await user.type(field('Title'), ' Rain jacket ');
    await user.type(field('Description'), 'Keeps you dry.');

    const picker = screen.getByLabelText('Pictures', { selector: 'input' });
    await user.upload(picker, [png('front.png'), png('back.png')]);
    expect(uploads.xhrs).toHaveLength(2);
    act(() => uploads.xhrs[0]!.progress(50, 100));
    expect(await screen.findByRole('progressbar', { value: { now: 50 } })).toBeInTheDocument();
    for (const [i, xhr] of uploads.xhrs.entries()) {
      await act(async () =>
        xhr.respond(200, { code: 1, msg: 'OK', data: { url: stored(i + 1), width: 9, height: 9 } }),
      );
    }
    const order = await screen.findByRole('list', { name: 'Order of the pictures' });
    await user.click(within(order).getByRole('button', { name: 'Move picture 2 earlier' }));
    expect(
      within(order)
        .getAllByRole('img', { name: /^Picture \d/ })
        .map((img) => img.getAttribute('src')),
    ).toEqual([stored(2), stored(1)]);

    await user.click(screen.getByRole('button', { name: 'Add a spec (up to 3)' }));
    await user.type(field('Spec 1 name'), 'Colour');
    await user.type(field('Spec 1 values'), 'Red, Blue');
    await user.click(screen.getByRole('button', { name: 'Add a spec (up to 3)' }));
    await user.type(field('Spec 2 name'), 'Size');
    await user.type(field('Spec 2 values'), 'S, M');
    const prices = { 'Red / S': '12.5', 'Red / M': '12.50', 'Blue / S': '13', 'Blue / M': '0.1' };
    for (const [sku, price] of Object.entries(prices)) {
      await user.type(field(`Price of ${sku}`), price);
      await user.type(stockOf(sku), '10');
    }
    await user.type(field('List price of Red / S'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The list price cannot be below the price')).toBeInTheDocument();
    await typeInto(user, field('List price of Red / S'), '15');
    await typeInto(user, stockOf('Blue / M'), '0');
    await user.click(screen.getByRole('switch', { name: 'On the shelf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Rain jacket” created')).toBeInTheDocument();
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      {
        shop_id: 3,
        category_id: 3,
        title: 'Rain jacket',
        description: 'Keeps you dry.',
        images: [stored(2), stored(1)],
        specs: [
          { name: 'Colour', values: ['Red', 'Blue'] },
          { name: 'Size', values: ['S', 'M'] },
        ],
        skus: [
          { specs: ['Red', 'S'], price: '12.50', original_price: '15.00', stock: 10, image: null },
          { specs: ['Red', 'M'], price: '12.50', stock: 10, image: null },
          { specs: ['Blue', 'S'], price: '13.00', stock: 10, image: null },
          { specs: ['Blue', 'M'], price: '0.10', stock: 0, image: null },
        ],
        on_shelf: true,
      },
    ]);
    await waitFor(() => expect(path()).toBe('/admin/products/42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit product' })).toBeInTheDocument();
  });
});
