import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FreightRule } from '@tradewind/contract';
import { fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog } from '../../test/dialogs';
import { pageOfRows } from '../../test/page-of-rows';
import { queryOf } from '../../test/query-of';
import { button, findRow } from '../../test/rows';

configureConsoleTests();

const LIST = 'GET /api/admin/freight';
const SAVE = 'POST /api/admin/freight_save';
const DELIVERY: FreightRule['delivery'] = {
  ships_from: 'CN',
  ships_from_city: 'Shenzhen',
  handling_days: 2,
  transit_min_days: 5,
  transit_max_days: 9,
  return_days: 30,
};
const CIRCUIT: FreightRule = {
  shop_id: 1,
  shop_name: 'Shenzhen Circuit Hub',
  base_cents: 500,
  free_over_cents: 100_000,
  delivery: DELIVERY,
};
const HARBOUR: FreightRule = {
  shop_id: 2,
  shop_name: 'Harbour Mobile',
  base_cents: 0,
  free_over_cents: null,
  delivery: DELIVERY,
};

const cents = (text: string | null) => (text === null ? null : Math.round(Number(text) * 100));
/** Shop 3, 4, 5…: more shops than one page holds. */
const shopsFrom = (count: number): FreightRule[] =>
  Array.from({ length: count }, (_, i) => ({
    shop_id: i + 3,
    shop_name: `Shop ${i + 3}`,
    base_cents: 300,
    free_over_cents: null,
    delivery: DELIVERY,
  }));

/**
 * Answers a page of `rows` as the server would (the shops whose name holds the keyword, by shop id), and a save by
 * changing `rows`.
 */
function freightServer(rows: FreightRule[]) {
  return fakeHttp({
    [LIST]: ({ url }: FakeRequest) =>
      ok(pageOfRows(rows, url, { text: (row) => row.shop_name, order: (a, b) => a.shop_id - b.shop_id })),
    [SAVE]: ({ body }: FakeRequest) => {
      const b = body as { shop_id: number; base: string; free_over: string | null };
      const row = rows.find((r) => r.shop_id === b.shop_id)!;
      Object.assign(row, { base_cents: cents(b.base), free_over_cents: cents(b.free_over) });
      return ok(null, 'Saved');
    },
  });
}

describe('freight per shop', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it("lists each shop's freight and from which amount it ships free", async () => {
    server = freightServer([{ ...CIRCUIT }, { ...HARBOUR }]);
    await renderAdmin('/admin/freight');
    const circuit = await findRow('Shenzhen Circuit Hub');
    expect(circuit).toHaveTextContent('$5.00');
    expect(circuit).toHaveTextContent('$1,000.00');
    const harbour = await findRow('Harbour Mobile');
    expect(harbour).toHaveTextContent('Free');
    expect(harbour).toHaveTextContent('Always free');
    expect(screen.getByText('2 in all')).toBeInTheDocument();
    expect(queryOf(server.calls(LIST)[0]!.url)).toEqual({ page: '1', limit: '20' });
  });

  it('finds shops by part of the name on the server, back on page 1', async () => {
    server = freightServer([{ ...CIRCUIT }, { ...HARBOUR }, ...shopsFrom(30)]);
    const { user, path } = await renderAdmin('/admin/freight?page=2');
    await findRow('Shop 22');
    expect(screen.queryByText('Shenzhen Circuit Hub')).toBeNull();
    expect(screen.getByText('32 in all')).toBeInTheDocument();
    expect(queryOf(server.calls(LIST)[0]!.url)).toEqual({ page: '2', limit: '20' });

    await user.type(screen.getByRole('searchbox', { name: 'Search shops' }), ' harbour ');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(queryOf(server!.calls(LIST).at(-1)!.url)).toEqual({ keyword: 'harbour', page: '1', limit: '20' }),
    );
    expect(await findRow('Harbour Mobile')).toHaveTextContent('Always free');
    await waitFor(() => expect(screen.queryByText('Shop 22')).toBeNull());
    expect(screen.getByText('1 in all')).toBeInTheDocument();
    expect(path()).toBe('/admin/freight?keyword=harbour');
  });

  it('pages through the shops on the server', async () => {
    server = freightServer([{ ...CIRCUIT }, { ...HARBOUR }, ...shopsFrom(30)]);
    const { user, path } = await renderAdmin('/admin/freight');
    const table = await screen.findByRole('table', { name: 'Freight by shop' });
    await findRow('Shenzhen Circuit Hub');
    expect(screen.queryByText('Shop 22')).toBeNull();

    await user.click(within(table.closest('.ant-table-wrapper')!).getByRole('listitem', { name: '2' }));
    expect(await findRow('Shop 22')).toHaveTextContent('$3.00');
    expect(queryOf(server.calls(LIST).at(-1)!.url)).toEqual({ page: '2', limit: '20' });
    expect(screen.queryByText('Shenzhen Circuit Hub')).toBeNull();
    expect(path()).toBe('/admin/freight?page=2&limit=20');
  });

  it('edits the freight with money fields, sending decimal text, and shows the new rule', async () => {
    server = freightServer([{ ...CIRCUIT }, { ...HARBOUR }]);
    const { user } = await renderAdmin('/admin/freight');
    await findRow('Harbour Mobile');
    await user.click(button('Edit freight of Harbour Mobile'));
    const dialog = await findDialog('Freight of Harbour Mobile');
    const base = within(dialog).getByLabelText('Freight per order');
    expect(base).toHaveValue('0.00');
    expect(dialog).toHaveTextContent('Buyers will see: Free');

    await user.clear(base);
    await user.type(base, '4.5x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount such as 12.50')).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.clear(base);
    await user.type(base, '4.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ship free when the goods reach an amount' }));
    await user.type(within(dialog).getByLabelText('Free from'), '80');
    expect(dialog).toHaveTextContent('Buyers will see: $4.50 per order, free when the goods reach $80.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Freight of Harbour Mobile saved')).toBeInTheDocument();
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      { shop_id: 2, base: '4.50', free_over: '80.00', delivery: DELIVERY },
    ]);
    await waitFor(async () => expect(await findRow('Harbour Mobile')).toHaveTextContent('$80.00'));
    expect(await findRow('Harbour Mobile')).toHaveTextContent('$4.50');
  });

  it('stops shipping free from an amount when the box is cleared', async () => {
    server = freightServer([{ ...CIRCUIT }, { ...HARBOUR }]);
    const { user } = await renderAdmin('/admin/freight');
    await findRow('Shenzhen Circuit Hub');
    await user.click(button('Edit freight of Shenzhen Circuit Hub'));
    const dialog = await findDialog('Freight of Shenzhen Circuit Hub');
    expect(within(dialog).getByLabelText('Free from')).toHaveValue('1000.00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ship free when the goods reach an amount' }));
    expect(within(dialog).queryByLabelText('Free from')).toBeNull();
    expect(dialog).toHaveTextContent('Buyers will see: $5.00 per order');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Freight of Shenzhen Circuit Hub saved')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({ shop_id: 1, base: '5.00', free_over: null, delivery: DELIVERY });
    await waitFor(async () => expect(await findRow('Shenzhen Circuit Hub')).toHaveTextContent('Never free'));
  });

  it('edits the delivery promise; a transit that ends before it starts is refused before sending', async () => {
    server = freightServer([{ ...CIRCUIT }, { ...HARBOUR }]);
    const { user } = await renderAdmin('/admin/freight');
    expect(await findRow('Shenzhen Circuit Hub')).toHaveTextContent('Shenzhen, China · 2 + 5–9 days · 30-day returns');
    await user.click(button('Edit freight of Shenzhen Circuit Hub'));
    const dialog = await findDialog('Freight of Shenzhen Circuit Hub');
    const handling = within(dialog).getByLabelText('Handling days');
    const longest = within(dialog).getByLabelText('Longest transit (days)');
    await user.clear(longest);
    await user.type(longest, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The longest transit cannot be shorter than the shortest'),
    ).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.clear(longest);
    await user.type(longest, '12');
    await user.clear(handling);
    await user.type(handling, '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Ships from (country)' }));
    await user.click(await screen.findByTitle('Hong Kong SAR China'));
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Kowloon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Freight of Shenzhen Circuit Hub saved')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toMatchObject({
      delivery: { ...DELIVERY, ships_from: 'HK', ships_from_city: 'Kowloon', handling_days: 1, transit_max_days: 12 },
    });
  });
});
