import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { orderDetailOf, pageOfOrders, orderSummaryOf } from './order.test-data';

configureConsoleTests();

/** An order to Brazil with its duty and ICMS (decision 040). */
const toBrazil = orderDetailOf({
  import_duty_cents: 12_80,
  import_tax_cents: 13_06,
  total_cents: 89_86,
  customs: {
    country: 'BR',
    status: 'estimated',
    tax_kind: 'vat',
    rule: null,
    threshold_rate: null,
    below_threshold: false,
    lines: [],
  },
});
const amountOf = (label: string) => screen.getByText(label).closest('tr')!;

describe('duties and taxes on the desk', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it("an order's amounts show the import duty and VAT it was charged", async () => {
    server = fakeHttp({ 'GET /api/admin/order': ok(toBrazil) });
    await renderAdmin(`/admin/orders/${toBrazil.id}`);
    await screen.findByText('Import duty');
    expect(amountOf('Import duty')).toHaveTextContent('$12.80');
    expect(amountOf('Import VAT')).toHaveTextContent('$13.06');
    expect(amountOf('Order total')).toHaveTextContent('$89.86');
  });

  it('an order to a country without rules says its duties were not estimated', async () => {
    const order = orderDetailOf({
      customs: { ...toBrazil.customs!, country: 'NZ', status: 'no_rule', tax_kind: null },
    });
    server = fakeHttp({ 'GET /api/admin/order': ok(order) });
    await renderAdmin(`/admin/orders/${order.id}`);
    expect(await screen.findByText('Not estimated: no rules for New Zealand')).toBeInTheDocument();
  });

  it('the list exports the orders it finds as CSV, with their duties and taxes', async () => {
    server = fakeHttp({ 'GET /api/admin/orders': pageOfOrders([orderSummaryOf()]) });
    await renderAdmin('/admin/orders?status=1&sn=2025');
    const link = await screen.findByRole('link', { name: /Export CSV/ });
    await waitFor(() => expect(link).toHaveAttribute('href', '/api/admin/order_export?status=1&sn=2025'));
    expect(link).toHaveAttribute('download', 'orders.csv');
  });
});
