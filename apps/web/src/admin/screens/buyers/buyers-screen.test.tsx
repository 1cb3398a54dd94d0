import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminBuyerApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { queryOf } from '../../test/query-of';
import { ADA, ADA_DETAIL, BOB, LEDGER, pageOf } from './buyer.test-data';

configureConsoleTests({ skipVisibilityCheck: true });

const LIST = `GET ${AdminBuyerApi.buyers}`;

describe('buyers list', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it("shows each buyer's id, account, name, balance, date joined and state from the server", async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([ADA, BOB], 42, 1, 20)) });
    await renderAdmin('/admin/buyers');
    const table = await screen.findByRole('table', { name: 'Buyers' });
    const ada = (await within(table).findByRole('link', { name: 'ada' })).closest('tr')!;
    expect(ada).toHaveTextContent('7');
    expect(ada).toHaveTextContent('Ada Lovelace');
    expect(ada).toHaveTextContent('$125.50');
    expect(ada).toHaveTextContent('Feb 1, 2025');
    expect(ada).toHaveTextContent('Enabled');
    expect(within(table).getByRole('link', { name: 'bob' }).closest('tr')).toHaveTextContent('Disabled');
    expect(screen.getByText('42 in all')).toBeInTheDocument();
    expect(queryOf(server.calls(LIST)[0]!.url)).toEqual({ state: 'all', page: '1', limit: '20' });
  });

  it('sends the search and the state filter to the server, back on page 1', async () => {
    server = fakeHttp({ [LIST]: ok(pageOf([ADA], 1)) });
    const { user, path } = await renderAdmin('/admin/buyers?page=3');
    await screen.findByRole('link', { name: 'ada' });
    expect(queryOf(server.calls(LIST)[0]!.url).page).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search buyers' }), ' ada@example ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queryOf(server!.calls(LIST).at(-1)!.url)).toEqual({
        keyword: 'ada@example',
        state: 'all',
        page: '1',
        limit: '20',
      }),
    );

    await user.click(screen.getByRole('radio', { name: 'Disabled' }));
    await waitFor(() => expect(queryOf(server!.calls(LIST).at(-1)!.url).state).toBe('disabled'));
    expect(queryOf(server.calls(LIST).at(-1)!.url).keyword).toBe('ada@example');
    expect(path()).toBe('/admin/buyers?keyword=ada%40example&state=disabled');
  });

  it("opens a buyer's page from their row", async () => {
    server = fakeHttp({
      [LIST]: ok(pageOf([ADA])),
      [`GET ${AdminBuyerApi.buyer}`]: ok(ADA_DETAIL),
      [`GET ${AdminBuyerApi.ledger}`]: ok(pageOf(LEDGER)),
    });
    const { user, path } = await renderAdmin('/admin/buyers');
    await user.click(await screen.findByText('Ada Lovelace'));
    await waitFor(() => expect(path()).toBe('/admin/buyers/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyer' })).toBeInTheDocument();
  });
});
