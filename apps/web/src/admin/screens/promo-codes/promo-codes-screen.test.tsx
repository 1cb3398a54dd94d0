import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminCatalogueApi, type PromoCode } from '@tradewind/contract';
import { fail, fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog } from '../../test/dialogs';
import { pageOfRows } from '../../test/page-of-rows';
import { queryOf } from '../../test/query-of';
import { button } from '../../test/rows';
import { choose } from '../products/test-support';
import { OTHER_SHOP, SHOP } from '../products/product.test-data';
import { ONCE, WELCOME } from './promo.test-data';

configureConsoleTests();

const LIST = 'GET /api/admin/promo_codes';
const SAVE = 'POST /api/admin/promo_code_save';

/** Codes 3, 4, 5… (SPARE0003…): more codes than one page holds. */
const spareCodes = (count: number): PromoCode[] =>
  Array.from({ length: count }, (_, i) => ({ ...WELCOME, id: i + 3, code: `SPARE${String(i + 3).padStart(4, '0')}` }));

/**
 * Answers a page of `rows` as the server would (the codes holding the keyword, newest first), and a save by changing
 * `rows`.
 */
function promoServer(rows: PromoCode[]) {
  const shops = [SHOP, OTHER_SHOP];
  return fakeHttp({
    [`GET ${AdminCatalogueApi.shops}`]: ok({ list: shops, total: shops.length, page: 1, limit: 50 }),
    [LIST]: ({ url }: FakeRequest) =>
      ok(pageOfRows(rows, url, { text: (row) => row.code, order: (a, b) => b.id - a.id })),
    [SAVE]: ({ body }: FakeRequest) => {
      const b = body as Record<string, unknown> & { id?: number; code: string; kind: 'amount' | 'percent' };
      const value = b.kind === 'amount' ? Math.round(Number(b.amount) * 100) : Number(b.percent) * 100;
      const saved: PromoCode = {
        id: b.id ?? rows.length + 1,
        code: b.code,
        kind: b.kind,
        value,
        min_order_cents: Math.round(Number(b.min_order) * 100),
        uses_left: b.uses_left as number,
        expires_at: b.expires_at as string | null,
        enabled: b.enabled as boolean,
        shop: shops.find((shop) => shop.id === b.shop_id) ?? null,
      };
      const index = rows.findIndex((row) => row.id === saved.id);
      if (index >= 0) rows[index] = saved;
      else rows.push(saved);
      return ok(saved, 'Saved');
    },
  });
}
const rowOf = async (code: string) => (await screen.findByText(code, { selector: 'code' })).closest('tr')!;

describe('promo codes', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('lists each code with its discount, limits, expiry and state', async () => {
    server = promoServer([{ ...WELCOME }, { ...ONCE }]);
    await renderAdmin('/admin/promo-codes');
    const welcome = await rowOf('WELCOME10');
    expect(welcome).toHaveTextContent('10% off');
    expect(welcome).toHaveTextContent('Orders from $20.00');
    expect(welcome).toHaveTextContent('100');
    expect(welcome).toHaveTextContent('Never');
    expect(welcome).toHaveTextContent('Enabled');
    const once = await rowOf('ONCE');
    expect(once).toHaveTextContent('$10.01 off');
    expect(once).toHaveTextContent('Any order');
    expect(once).toHaveTextContent('Disabled');
    expect(once).toHaveTextContent('Expired');
    expect(once).toHaveTextContent('Used up');
    expect(screen.getByText('2 in all')).toBeInTheDocument();
    expect(queryOf(server.calls(LIST)[0]!.url)).toEqual({ page: '1', limit: '20' });
  });

  it('finds codes by part of the code on the server, back on page 1', async () => {
    server = promoServer([{ ...WELCOME }, { ...ONCE }, ...spareCodes(30)]);
    const { user, path } = await renderAdmin('/admin/promo-codes?page=2');
    await rowOf('SPARE0012');
    expect(screen.queryByText('SPARE0032', { selector: 'code' })).toBeNull();
    expect(screen.getByText('32 in all')).toBeInTheDocument();
    expect(queryOf(server.calls(LIST)[0]!.url)).toEqual({ page: '2', limit: '20' });

    await user.type(screen.getByRole('searchbox', { name: 'Search codes' }), ' welc ');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(queryOf(server!.calls(LIST).at(-1)!.url)).toEqual({ keyword: 'welc', page: '1', limit: '20' }),
    );
    expect(await rowOf('WELCOME10')).toHaveTextContent('10% off');
    await waitFor(() => expect(screen.queryByText('SPARE0012', { selector: 'code' })).toBeNull());
    expect(screen.getByText('1 in all')).toBeInTheDocument();
    expect(path()).toBe('/admin/promo-codes?keyword=welc');
  });

  it('creates an amount-off code with its limits and expiry, sending money as decimal text', async () => {
    server = promoServer([{ ...WELCOME }]);
    const { user } = await renderAdmin('/admin/promo-codes');
    await rowOf('WELCOME10');
    await user.click(button(/New promo code/));
    const dialog = await findDialog('New promo code');

    await user.type(within(dialog).getByLabelText('Code'), 'ab!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use 4 to 20 letters and digits only')).toBeInTheDocument();
    expect(await within(dialog).findByText('Enter an amount')).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'spring25');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('SPRING25');
    await user.type(within(dialog).getByLabelText('Discount amount'), '5');
    await user.clear(within(dialog).getByLabelText('Smallest order'));
    await user.type(within(dialog).getByLabelText('Smallest order'), '20.5');
    await user.clear(within(dialog).getByLabelText('Uses left'));
    await user.type(within(dialog).getByLabelText('Uses left'), '50');
    fireEvent.change(within(dialog).getByLabelText('Expires at'), { target: { value: '2099-06-30T18:00' } });
    await choose(user, 'Shop', 'Harbour Outfitters', undefined, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('SPRING25 created')).toBeInTheDocument();
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      {
        code: 'SPRING25',
        kind: 'amount',
        amount: '5.00',
        min_order: '20.50',
        uses_left: 50,
        expires_at: new Date('2099-06-30T18:00').toISOString(),
        enabled: true,
        shop_id: SHOP.id,
      },
    ]);
    const row = await rowOf('SPRING25');
    expect(row).toHaveTextContent('$5.00 off');
    expect(row).toHaveTextContent('Harbour Outfitters');
    expect(row).toHaveTextContent('Orders from $20.50');
  });

  it('edits a percentage code and keeps whether it is enabled', async () => {
    server = promoServer([{ ...WELCOME }]);
    const { user } = await renderAdmin('/admin/promo-codes');
    await rowOf('WELCOME10');
    await user.click(button('Edit WELCOME10'));
    const dialog = await findDialog('Edit WELCOME10');
    expect(within(dialog).getByLabelText('Discount percentage')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Smallest order')).toHaveValue('20.00');
    expect(within(dialog).queryByLabelText('Buyers can use it now')).toBeNull();

    await user.clear(within(dialog).getByLabelText('Discount percentage'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole percentage from 1 to 90')).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Discount percentage'));
    await user.type(within(dialog).getByLabelText('Discount percentage'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('WELCOME10 saved')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({
      id: 1,
      code: 'WELCOME10',
      kind: 'percent',
      percent: 15,
      min_order: '20.00',
      uses_left: 100,
      expires_at: null,
      enabled: true,
      shop_id: null,
    });
    expect(await rowOf('WELCOME10')).toHaveTextContent('15% off');
    expect(await rowOf('WELCOME10')).toHaveTextContent('Every shop');
  });

  it('disables a code only after a confirmation, then shows it disabled', async () => {
    server = promoServer([{ ...WELCOME }]);
    const { user } = await renderAdmin('/admin/promo-codes');
    await rowOf('WELCOME10');
    await user.click(button('Disable WELCOME10'));
    const confirm = await findDialog('Disable WELCOME10?');
    expect(confirm).toHaveTextContent('Buyers can no longer use WELCOME10 (10% off).');
    expect(server.calls(SAVE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('WELCOME10 is disabled')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toMatchObject({ id: 1, code: 'WELCOME10', percent: 10, enabled: false });
    await waitFor(async () => expect(await rowOf('WELCOME10')).toHaveTextContent('Disabled'));
  });

  it("shows the server's refusal under the code when the code is taken", async () => {
    server = fakeHttp({
      [LIST]: ok({ list: [WELCOME], total: 1, page: 1, limit: 20 }),
      [SAVE]: fail(409, 'Please check the form', 'CONFLICT', 0, { code: 'This code is already in use' }),
    });
    const { user } = await renderAdmin('/admin/promo-codes');
    await rowOf('WELCOME10');
    await user.click(button(/New promo code/));
    const dialog = await findDialog('New promo code');
    await user.type(within(dialog).getByLabelText('Code'), 'TEN1');
    await user.type(within(dialog).getByLabelText('Discount amount'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This code is already in use')).toBeInTheDocument();
  });
});
