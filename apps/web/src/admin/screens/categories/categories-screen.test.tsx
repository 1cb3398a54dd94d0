import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AdminCatalogueApi, type AdminCategory } from '@tradewind/contract';
import { fail, fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog } from '../../test/dialogs';
import { queryOf } from '../../test/query-of';
import { fakeUploads, png } from '../../test/uploads';
import { COMPUTER, pageOf, TOYS } from './category.test-data';

configureConsoleTests({ skipVisibilityCheck: true });

const LIST = `GET ${AdminCatalogueApi.categories}`;
const SAVE = `POST ${AdminCatalogueApi.categorySave}`;
const DELETE = `POST ${AdminCatalogueApi.categoryDelete}`;
const ICON = '/uploads/u/0123456789abcdef0123456789abcdef.png';
const rowOf = async (name: string) =>
  (await within(await screen.findByRole('table', { name: 'Categories' })).findByText(name)).closest('tr')!;

const uploads = fakeUploads();

describe('categories', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
    vi.unstubAllGlobals();
  });

  it('lists each category with its icon, names, slug, order and how many products use it', async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([COMPUTER, TOYS])) });
    await renderAdmin('/admin/categories');
    const computer = await rowOf('Computer');
    expect(within(computer).getByRole('img', { name: 'Computer' })).toHaveAttribute('src', COMPUTER.icon);
    expect(computer).toHaveTextContent('computer');
    expect(computer).toHaveTextContent('3 of 15 languages');
    expect(computer).toHaveTextContent('12');
    expect(await rowOf('Toys')).toHaveTextContent('1 of 15 languages');
    expect(queryOf(server.calls(LIST)[0]!.url)).toEqual({ page: '1', limit: '20' });
  });

  it('creates a category: English name required, the other languages by their own names, the icon uploaded', async () => {
    const rows: AdminCategory[] = [COMPUTER];
    server = fakeHttp({
      [LIST]: () => ok(pageOf(rows)),
      [SAVE]: ({ body }: FakeRequest) => {
        const saved = { ...(body as AdminCategory), id: 11, product_count: 0 };
        rows.push(saved);
        return ok(saved, 'Saved');
      },
    });
    const { user } = await renderAdmin('/admin/categories');
    await rowOf('Computer');
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await findDialog('New category');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the English name')).toBeInTheDocument();
    expect(await within(dialog).findByText('Choose a slug')).toBeInTheDocument();
    expect(await within(dialog).findByText('Upload an icon')).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Slug' }));
    expect(await screen.findByTitle('computer (already used)')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByTitle('toys'));
    await user.type(within(dialog).getByLabelText('English'), '  Toys ');
    await user.type(within(dialog).getByLabelText('日本語'), 'おもちゃ');
    expect(within(dialog).getByLabelText('Français')).toHaveValue('');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '10');

    await user.upload(within(dialog).getByLabelText('Icon', { selector: 'input' }), png('toys.png'));
    expect(uploads.xhrs).toHaveLength(1);
    act(() => uploads.xhrs[0]!.progress(30, 100));
    // antd shows an upload's progress bar after a short pause.
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await act(async () =>
      uploads.xhrs[0]!.respond(200, { code: 1, msg: 'OK', data: { url: ICON, width: 64, height: 64 } }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Toys created')).toBeInTheDocument();
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      { slug: 'toys', names: { en: 'Toys', ja: 'おもちゃ' }, icon: ICON, sort: 10 },
    ]);
    await rowOf('Toys');
  });

  it('edits a category with its names and icon as they are', async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([COMPUTER])), [SAVE]: ok({ ...COMPUTER, sort: 2 }) });
    const { user } = await renderAdmin('/admin/categories');
    await user.click(within(await rowOf('Computer')).getByRole('button', { name: 'Edit Computer' }));
    const dialog = await findDialog('Edit Computer');
    expect(within(dialog).getByLabelText('简体中文')).toHaveValue('电脑');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Computer saved')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({
      id: 1,
      slug: 'computer',
      names: { en: 'Computer', 'zh-cn': '电脑', fr: 'Informatique' },
      icon: COMPUTER.icon,
      sort: 2,
    });
  });

  it("deletes only after a confirmation, and shows the server's reason when products still use it", async () => {
    const refusal = 'Products still use this category; move them to another category first';
    server = fakeHttp({
      [LIST]: ok(pageOf([COMPUTER, TOYS])),
      [DELETE]: ({ body }: FakeRequest) =>
        (body as { id: number }).id === COMPUTER.id
          ? fail(409, refusal, 'CONFLICT', 0, { id: refusal })
          : ok(null, 'Removed'),
    });
    const { user } = await renderAdmin('/admin/categories');
    await user.click(within(await rowOf('Computer')).getByRole('button', { name: 'Delete Computer' }));
    const confirm = await findDialog('Delete the category Computer?');
    expect(server.calls(DELETE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(server.calls(DELETE).map((r) => r.body)).toEqual([{ id: 1 }]);

    const lists = server.calls(LIST).length;
    await user.click(within(await rowOf('Toys')).getByRole('button', { name: 'Delete Toys' }));
    await user.click(within(await findDialog('Delete the category Toys?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Toys deleted')).toBeInTheDocument();
    await waitFor(() => expect(server!.calls(LIST).length).toBeGreaterThan(lists));
  });
});
