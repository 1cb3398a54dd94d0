import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AdminCatalogueApi } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { JACKET, OUTDOORS, pageOf, SHOP } from './product.test-data';

configureConsoleTests({ skipVisibilityCheck: true });

const SAVE = `POST ${AdminCatalogueApi.productSave}`;
const PRODUCT = `GET ${AdminCatalogueApi.product}`;
const field = (name: string) => screen.getByRole('textbox', { name });
const stockOf = (sku: string) => screen.getByRole('spinbutton', { name: `Stock of ${sku}` });
async function typeInto(user: UserEvent, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.type(box, text);
}
const withProduct = (extra: Parameters<typeof fakeHttp>[0] = {}) =>
  fakeHttp({
    [PRODUCT]: ok(JACKET),
    [`GET ${AdminCatalogueApi.shops}`]: ok(pageOf([SHOP])),
    [`GET ${AdminCatalogueApi.categories}`]: ok(pageOf([OUTDOORS])),
    ...extra,
  });

describe('editing a product', { timeout: 60_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('loads the product into the form and saves it with its SKU ids, leaving the shelf as it is', async () => {
    server = withProduct({ [SAVE]: ok({ ...JACKET, title: 'Rain jacket II' }, 'Saved') });
    const { user } = await renderAdmin('/admin/products/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit product' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Rain jacket')).toBeInTheDocument();
    expect(field('Spec 1 values')).toHaveValue('Red, Blue');
    expect(field('Price of Red / S')).toHaveValue('12.50');
    expect(field('List price of Red / S')).toHaveValue('15.00');
    expect(field('List price of Red / M')).toHaveValue('');
    expect(stockOf('Red / S')).toHaveValue('3');
    expect(screen.getByRole('switch', { name: 'On the shelf' })).toBeChecked();
    expect(screen.queryByText(/These SKUs have been ordered/)).toBeNull();

    await typeInto(user, field('Title'), 'Rain jacket II');
    await typeInto(user, field('Price of Blue / M'), '14');
    await typeInto(user, stockOf('Red / M'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Rain jacket II” saved')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({
      id: 42,
      shop_id: 3,
      category_id: 3,
      title: 'Rain jacket II',
      description: 'Keeps you dry.',
      images: JACKET.images,
      specs: JACKET.specs,
      skus: [
        { id: 101, specs: ['Red', 'S'], price: '12.50', original_price: '15.00', stock: 3, image: null },
        { id: 102, specs: ['Red', 'M'], price: '12.50', stock: 0, image: null },
        { id: 103, specs: ['Blue', 'S'], price: '13.00', stock: 10, image: null },
        { id: 104, specs: ['Blue', 'M'], price: '14.00', stock: 10, image: null },
      ],
    });
  });

  it('warns when an ordered SKU leaves the table, and gives it back when its value returns', async () => {
    server = withProduct();
    const { user } = await renderAdmin('/admin/products/42');
    await screen.findByDisplayValue('Rain jacket');
    await typeInto(user, field('Spec 1 values'), 'Blue');
    expect(
      await screen.findByText(
        'These SKUs have been ordered and cannot be removed: Red / S. Keep their spec values and set their stock to 0 instead.',
      ),
    ).toBeInTheDocument();
    await user.type(field('Spec 1 values'), ', Red');
    await waitFor(() => expect(screen.queryByText(/These SKUs have been ordered/)).toBeNull());
    expect(stockOf('Red / S')).toHaveValue('3');
    expect(field('List price of Red / S')).toHaveValue('15.00');
  });

  it("shows the server's reasons under their fields, and the ones without a field above Save", async () => {
    server = withProduct({
      [SAVE]: fail(422, 'Enter an amount such as 12.50', 'VALIDATION', 0, {
        'skus.3.price': 'Enter an amount such as 12.50',
        'images.1': 'This picture cannot be used',
        'specs.0.values.1': 'No SKU uses this spec value',
        unknown_field: 'Something else is wrong',
      }),
    });
    const { user } = await renderAdmin('/admin/products/42');
    await screen.findByDisplayValue('Rain jacket');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount such as 12.50')).toBeInTheDocument();
    expect(field('Price of Blue / M')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This picture cannot be used')).toBeInTheDocument();
    expect(field('Spec 1 values')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Something else is wrong').closest('[role=alert]')).toBeInTheDocument();
  });

  it('says so when there is no such product', async () => {
    server = withProduct({ [PRODUCT]: fail(404, 'Not found', 'NOT_FOUND') });
    await renderAdmin('/admin/products/9999');
    expect(await screen.findByText('There is no product with this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/admin/products');
  });
});
