import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { orderDetailOf, orderSummaryOf, pageOfOrders } from './order.test-data';

configureConsoleTests();
const paid = orderSummaryOf();
const unpaid = orderSummaryOf({
  id: 42,
  sn: '20250302987654321',
  status: 0,
  total_cents: 5_900,
  paid_at: null,
  user: { id: 8, account: 'lin' },
  shop: { id: 4, name: 'Harbour Mobile', logo: '' },
});
const LIST = 'GET /api/admin/orders';

/** The query the list call carried, without the page and size. */
const searched = (server: ReturnType<typeof fakeHttp>) =>
  server.calls(LIST).map((request) => {
    const params = new URLSearchParams(request.url.split('?')[1]);
    params.delete('page');
    params.delete('limit');
    return Object.fromEntries(params);
  });

describe('the order list', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('shows number, buyer, shop, amount, state and times, newest first', async () => {
    server = fakeHttp({ [LIST]: pageOfOrders([unpaid, paid]) });
    await renderAdmin('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('row', { name: /lin/ });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order No.', 'Buyer', 'Shop', 'Amount', 'State', 'Placed', 'Paid']);
    expect(rows[1]).toHaveTextContent('20250302987654321');
    expect(rows[1]).toHaveTextContent('lin');
    expect(rows[1]).toHaveTextContent('Harbour Mobile');
    expect(rows[1]).toHaveTextContent('$59.00');
    expect(rows[1]).toHaveTextContent('Waiting for payment');
    expect(rows[1]).toHaveTextContent('Not paid');
    expect(rows[2]).toHaveTextContent('$904.00');
    expect(rows[2]).toHaveTextContent('Waiting for delivery');
    expect(rows[2]).toHaveTextContent(/Mar 1, 2025.*Mar 1, 2025/);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });

  it('searches on the server by number, buyer and state together, and keeps the search in the address', async () => {
    server = fakeHttp({ [LIST]: pageOfOrders([paid]) });
    const { user, path } = await renderAdmin('/admin/orders?page=3');
    await screen.findByRole('row', { name: /ada/ });

    await user.type(screen.getByRole('searchbox', { name: 'Order number' }), ' 123456789 {Enter}');
    await screen.findByRole('row', { name: /ada/ });
    await user.type(screen.getByRole('searchbox', { name: 'Buyer' }), 'ada{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Waiting for delivery' }));

    await waitFor(() => expect(searched(server!).at(-1)).toEqual({ status: '1', sn: '123456789', account: 'ada' }));
    await screen.findByRole('row', { name: /ada/ });
    expect(searched(server)[1]).toEqual({ status: 'all', sn: '123456789' });
    expect(path()).toBe('/admin/orders?sn=123456789&account=ada&status=1');
    expect(server.calls(LIST).at(-1)!.url).toContain('page=1');
  });

  it('shows every state as a filter, with the same names as the buyer sees', async () => {
    server = fakeHttp({ [LIST]: pageOfOrders([]) });
    await renderAdmin('/admin/orders?status=-4');
    const states = await screen.findByRole('radiogroup', { name: 'State' });
    expect(
      within(states)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      'All',
      'Waiting for payment',
      'Waiting for delivery',
      'Shipped',
      'Received',
      'Completed',
      'Cancelled',
      'In after-sale',
    ]);
    expect(within(states).getByRole('radio', { name: 'In after-sale' })).toBeChecked();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(searched(server)[0]).toEqual({ status: '-4' });
  });

  it('opens an order from its row, and comes back to the same search', async () => {
    server = fakeHttp({
      [LIST]: pageOfOrders([paid]),
      'GET /api/admin/order': ok(orderDetailOf()),
    });
    const { user, path } = await renderAdmin('/admin/orders?account=ada');
    await user.click(await screen.findByRole('link', { name: paid.sn }));

    expect(await screen.findByRole('heading', { level: 2, name: `Order No. ${paid.sn}` })).toBeInTheDocument();
    expect(path()).toBe('/admin/orders/41');
    expect(server.calls('GET /api/admin/order')[0]!.url).toBe('/api/admin/order?id=41');
    await user.click(screen.getByRole('link', { name: /Back to orders/ }));
    await screen.findByRole('row', { name: /ada/ });
    expect(path()).toBe('/admin/orders?account=ada');
  });
});
