import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AdminCatalogueApi, type AdminShop } from '@tradewind/contract';
import { fail, fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import type { FakeXhr } from '@/test/fake-xhr';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog } from '../../test/dialogs';
import { queryOf } from '../../test/query-of';
import { fakeUploads, png } from '../../test/uploads';
import { HARBOUR, pageOf } from './shop.test-data';

configureConsoleTests({ skipVisibilityCheck: true });

const LIST = `GET ${AdminCatalogueApi.shops}`;
const SAVE = `POST ${AdminCatalogueApi.shopSave}`;
const stored = (n: number) => `/uploads/u/${String(n).repeat(32)}.png`;
const uploaded = (xhr: FakeXhr, url: string) =>
  act(async () => xhr.respond(200, { code: 1, msg: 'OK', data: { url, width: 100, height: 100 } }));

const uploads = fakeUploads();

describe('shops', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
    vi.unstubAllGlobals();
  });

  it('lists shops with logo, products on the shelf, fans, good reviews and sales, and searches by name', async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([HARBOUR], 31)) });
    const { user, path } = await renderAdmin('/admin/shops');
    const table = await screen.findByRole('table', { name: 'Shops' });
    const row = (await within(table).findByText('Harbour Outfitters')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Harbour Outfitters' })).toHaveAttribute('src', HARBOUR.logo);
    expect(row).toHaveTextContent('18 of 20');
    expect(row).toHaveTextContent('12.4K');
    expect(row).toHaveTextContent('98.6%');
    expect(row).toHaveTextContent('5.3K');
    expect(screen.getByText('31 in all')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search shops' }), ' harbour ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queryOf(server!.calls(LIST).at(-1)!.url)).toEqual({ keyword: 'harbour', page: '1', limit: '20' }),
    );
    expect(path()).toBe('/admin/shops?keyword=harbour');
  });

  it('creates a shop with an uploaded logo and banner', async () => {
    const rows: AdminShop[] = [];
    server = fakeHttp({
      [LIST]: () => ok(pageOf(rows)),
      [SAVE]: ({ body }: FakeRequest) => {
        const saved = { ...HARBOUR, ...(body as object), id: 9, product_count: 0, products_total: 0 };
        rows.push(saved);
        return ok(saved, 'Saved');
      },
    });
    const { user } = await renderAdmin('/admin/shops');
    await screen.findByRole('table', { name: 'Shops' });
    await user.click(screen.getByRole('button', { name: 'New shop' }));
    const dialog = await findDialog('New shop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the shop's name")).toBeInTheDocument();
    expect(await within(dialog).findByText('Upload a logo')).toBeInTheDocument();
    expect(await within(dialog).findByText('Upload a banner')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), ' Lantern Lane ');
    await user.type(within(dialog).getByLabelText('Description'), 'Lamps and candles.');
    await user.upload(within(dialog).getByLabelText('Logo', { selector: 'input' }), png('logo.png'));
    act(() => uploads.xhrs[0]!.progress(64, 100));
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
    await uploaded(uploads.xhrs[0]!, stored(1));
    await user.upload(within(dialog).getByLabelText('Banner', { selector: 'input' }), png('banner.png'));
    await uploaded(uploads.xhrs[1]!, stored(2));
    expect(within(dialog).queryByRole('button', { name: 'Add to Logo' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lantern Lane created')).toBeInTheDocument();
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      {
        name: 'Lantern Lane',
        description: 'Lamps and candles.',
        logo: stored(1),
        banner: stored(2),
        protection_days: 15,
      },
    ]);
    expect(await screen.findByRole('img', { name: 'Lantern Lane' })).toBeInTheDocument();
  });

  it("edits a shop and shows the server's refusal under its field", async () => {
    server = fakeHttp({
      [LIST]: ok(pageOf([HARBOUR])),
      [SAVE]: [
        fail(422, 'This picture cannot be used', 'VALIDATION', 0, { banner: 'This picture cannot be used' }),
        ok({ ...HARBOUR, name: 'Harbour Co.' }),
      ],
    });
    const { user } = await renderAdmin('/admin/shops');
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour Outfitters' }));
    const dialog = await findDialog('Edit Harbour Outfitters');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Harbour Co.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This picture cannot be used')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({
      id: 3,
      name: 'Harbour Co.',
      description: HARBOUR.description,
      logo: HARBOUR.logo,
      banner: HARBOUR.banner,
      protection_days: HARBOUR.protection_days,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Harbour Co. saved')).toBeInTheDocument();
  });
  it('edits the transit per zone: ticks one, checks its days as the server does, sends the ticked ones', async () => {
    const taipei: AdminShop = {
      ...HARBOUR,
      ships_from: 'TW',
      zones: [
        { zone: 'domestic', min_days: 1, max_days: 2 },
        { zone: 'europe', min_days: 8, max_days: 14 },
      ],
    };
    server = fakeHttp({
      [LIST]: ok(pageOf([taipei])),
      [SAVE]: [
        fail(400, 'Enter a whole number of days from 0 to 90', 'VALIDATION', 0, {
          'zones.1.min_days': 'Enter a whole number of days from 0 to 90',
        }),
        ok(taipei),
      ],
    });
    const { user } = await renderAdmin('/admin/shops');
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour Outfitters' }));
    const dialog = await findDialog('Edit Harbour Outfitters');
    const zones = within(dialog).getByRole('group', { name: 'Transit per destination zone' });
    expect(within(zones).getByRole('rowheader', { name: 'Domestic (Taiwan)' })).toBeInTheDocument();
    expect(within(zones).getByRole('checkbox', { name: 'Ships to Europe' })).toBeChecked();
    expect(within(zones).getByRole('spinbutton', { name: 'Longest transit to Europe, in days' })).toHaveValue('14');
    const eastAsia = within(zones).getByRole('spinbutton', { name: 'Shortest transit to East Asia, in days' });
    expect(eastAsia).toBeDisabled();

    await user.click(within(zones).getByRole('checkbox', { name: 'Ships to East Asia' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Enter a whole number of days from 0 to 90')).toHaveLength(2);
    await user.type(eastAsia, '6');
    const longest = within(zones).getByRole('spinbutton', { name: 'Longest transit to East Asia, in days' });
    await user.type(longest, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The longest transit cannot be shorter than the shortest'),
    ).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.clear(longest);
    await user.type(longest, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The server's refusal of the second zone sent (East Asia) lands on its row.
    await waitFor(() => expect(server!.calls(SAVE)).toHaveLength(1));
    expect((server.calls(SAVE)[0]!.body as { zones: unknown }).zones).toEqual([
      { zone: 'domestic', min_days: 1, max_days: 2 },
      { zone: 'east-asia', min_days: 6, max_days: 9 },
      { zone: 'europe', min_days: 8, max_days: 14 },
    ]);
    expect(await within(dialog).findByText('Enter a whole number of days from 0 to 90')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Harbour Outfitters saved')).toBeInTheDocument();
  });
});
