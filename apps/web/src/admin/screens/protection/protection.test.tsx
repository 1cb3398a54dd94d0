import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminDashboardApi, AdminProtectionApi, NO_PROTECTION } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { DASHBOARD } from '../dashboard/dashboard-fixture';
import { orderDetailOf } from '../orders/order.test-data';

configureConsoleTests({ skipVisibilityCheck: true });
const SETTINGS = { extension_days: 7, late_credit: { rate_bps: 500, min_cents: 100, max_cents: 1_000 } };

describe('buyer protection in the console', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('the shop reads the buyer’s extension and reason, the return window and a late credit on the order', async () => {
    const order = orderDetailOf({
      status: 2,
      protection: {
        ...NO_PROTECTION,
        ends_at: '2025-03-24T08:00:00.000Z',
        extension: { days: 7, reason: 'Held at customs', created_at: '2025-03-10T08:00:00.000Z' },
        returns_until: '2025-03-17T08:00:00.000Z',
        late: { days: 3, credited_cents: 215 },
      },
    });
    server = fakeHttp({ 'GET /api/admin/order': ok(order) });
    await renderAdmin(`/admin/orders/${order.id}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Buyer protection' });
    const card = heading.closest<HTMLElement>('.ant-card')!;
    expect(within(card).getByText('Extended by the buyer (7 days)')).toBeInTheDocument();
    expect(within(card).getByText('Reason: Held at customs')).toBeInTheDocument();
    expect(within(card).getByText('Returns until')).toBeInTheDocument();
    expect(within(card).getByText('Late by 3 days')).toBeInTheDocument();
    expect(within(card).getByText('$2.15 credited to the buyer')).toBeInTheDocument();
  });

  it('the dashboard counts late orders and this month’s credits', async () => {
    server = fakeHttp({ [`GET ${AdminDashboardApi.dashboard}`]: ok(DASHBOARD) });
    await renderAdmin('/admin');
    const late = await screen.findByRole('region', { name: 'Late orders now' });
    expect(late).toHaveTextContent('3');
    expect(late).toHaveTextContent('2 credited this month: $6.45');
  });

  it('the operator changes the extension and the late credit’s rule', async () => {
    const saved = { extension_days: 10, late_credit: { rate_bps: 750, min_cents: 100, max_cents: 1_000 } };
    server = fakeHttp({
      [`GET ${AdminProtectionApi.settings}`]: ok(SETTINGS),
      [`POST ${AdminProtectionApi.settingsSave}`]: ok(saved),
    });
    const { user } = await renderAdmin('/admin/protection');
    const days = await screen.findByRole('spinbutton', { name: 'Extension (days)' });
    await user.clear(days);
    await user.type(days, '10');
    const rate = screen.getByRole('textbox', { name: 'Late-delivery credit (% of the goods)' });
    await user.clear(rate);
    await user.type(rate, '7.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server!.calls(`POST ${AdminProtectionApi.settingsSave}`)).toHaveLength(1));
    expect(server.calls(`POST ${AdminProtectionApi.settingsSave}`)[0]!.body).toEqual({
      extension_days: 10,
      rate_bps: 750,
      late_min: '1.00',
      late_max: '10.00',
    });
  });
});
