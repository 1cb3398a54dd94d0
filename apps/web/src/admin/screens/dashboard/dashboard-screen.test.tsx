import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AdminDashboardApi } from '@tradewind/contract';
import { fakeHttp, fail, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { DASHBOARD } from './dashboard-fixture';

configureConsoleTests({ skipVisibilityCheck: true });

const GET = `GET ${AdminDashboardApi.dashboard}`;

async function openDashboard() {
  const view = await renderAdmin('/admin');
  await screen.findByText('Sales today');
  return view;
}

describe('dashboard', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it("shows the server's sales and waiting work, each card opening its queue on the waiting requests", async () => {
    server = fakeHttp({ [GET]: ok(DASHBOARD) });
    await openDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    const today = screen.getByRole('region', { name: 'Sales today' });
    expect(today).toHaveTextContent('$89.90');
    expect(today).toHaveTextContent('2 orders');
    const month = screen.getByRole('region', { name: 'Last 30 days' });
    expect(month).toHaveTextContent('$665.40');
    expect(month).toHaveTextContent('6 orders');

    const recharges = screen.getByRole('region', { name: 'Recharges waiting' });
    expect(recharges).toHaveTextContent('5');
    expect(within(recharges).getByRole('link', { name: 'Review recharges' })).toHaveAttribute(
      'href',
      '/admin/recharges?status=0',
    );
    const withdrawals = screen.getByRole('region', { name: 'Withdrawals waiting' });
    expect(withdrawals).toHaveTextContent('2');
    expect(within(withdrawals).getByRole('link', { name: 'Review withdrawals' })).toHaveAttribute(
      'href',
      '/admin/withdrawals?status=0',
    );
    const refunds = screen.getByRole('region', { name: 'Refunds waiting' });
    expect(refunds).toHaveTextContent('3');
    expect(within(refunds).getByRole('link', { name: 'Review refunds' })).toHaveAttribute(
      'href',
      '/admin/refunds?status=0',
    );
    expect(within(refunds).getByRole('link', { name: '1 more approved, waiting for the goods' })).toHaveAttribute(
      'href',
      '/admin/refunds?status=1',
    );
    // Paid orders their buyers cancelled before shipping: nothing to ship, the money already back with them.
    const cancelled = screen.getByRole('region', { name: 'Cancelled before shipping' });
    expect(cancelled).toHaveTextContent('2');
    expect(within(cancelled).getByRole('link', { name: 'See cancelled orders' })).toHaveAttribute(
      'href',
      '/admin/orders?status=-1',
    );
  });

  it('draws the 30 days as a chart summarised for screen readers, with the figures in a table on demand', async () => {
    server = fakeHttp({ [GET]: ok(DASHBOARD) });
    const { user } = await openDashboard();
    const chart = screen.getByRole('img', {
      name: 'Sales from Mar 1 to Mar 30: $665.40 from 6 orders. Best day Mar 10 with $450.00.',
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.queryByRole('table', { name: 'Daily sales' })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show daily figures' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = await screen.findByRole('table', { name: 'Daily sales' });
    expect(screen.getByRole('button', { name: 'Hide daily figures' })).toHaveAttribute('aria-expanded', 'true');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('Mar 30, 2025');
    expect(rows[1]).toHaveTextContent('$89.90');
    expect(within(table).getByText('$450.00').closest('tr')).toHaveTextContent('Mar 10, 2025');
  });

  it('counts orders by state with the buyer-facing names, and lists SKUs low on stock with their products', async () => {
    server = fakeHttp({ [GET]: ok(DASHBOARD) });
    await openDashboard();
    const states = screen.getByRole('table', { name: 'Orders by state' });
    const waitingDelivery = within(states).getByRole('link', { name: 'Waiting for delivery' });
    expect(waitingDelivery).toHaveAttribute('href', '/admin/orders?status=1');
    expect(waitingDelivery.closest('tr')).toHaveTextContent('7');
    expect(within(states).getByRole('link', { name: 'Completed' }).closest('tr')).toHaveTextContent('0');

    const stock = screen.getByRole('table', { name: 'Low on stock' });
    expect(screen.getByText('12 SKUs have 5 or fewer left; the 2 with the fewest are shown.')).toBeInTheDocument();
    const backpack = within(stock).getByRole('link', { name: 'Trail backpack' });
    expect(backpack).toHaveAttribute('href', '/admin/products/7');
    expect(backpack.closest('tr')).toHaveTextContent('Green / 30 L');
    expect(backpack.closest('tr')).toHaveTextContent('Sold out');
    const lamp = within(stock).getByRole('link', { name: 'Desk lamp' }).closest('tr')!;
    expect(lamp).toHaveTextContent('Single SKU');
    expect(lamp).toHaveTextContent('3');
  });

  it("shows the server's error when the figures cannot be loaded", async () => {
    server = fakeHttp({ [GET]: fail(500, 'Something went wrong on our side', 'INTERNAL') });
    await renderAdmin('/admin');
    expect(await screen.findByText('Something went wrong on our side')).toBeInTheDocument();
  });
});
