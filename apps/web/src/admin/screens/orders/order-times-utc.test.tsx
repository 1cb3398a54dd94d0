import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { orderDetailOf } from './order.test-data';

configureConsoleTests();

/**
 * An order paid late in the UTC day, looked at by an operator in Tokyo, where it is already the next day: the console
 * says the UTC time and that it is UTC, the day its number carries.
 */
const order = orderDetailOf({
  sn: '20250302123456789',
  status: 2,
  created_at: '2025-03-02T23:40:00.000Z',
  paid_at: '2025-03-02T23:45:00.000Z',
  shipped_at: '2025-03-02T23:50:00.000Z',
  carrier: 'DHL Express',
  tracking_no: 'JD0146000099',
  logistics: [{ text: 'DHL Express JD0146000099', location: null, at: '2025-03-02T23:50:00.000Z', stage: 'shipped' }],
});

describe('the console’s clock', { timeout: 20_000 }, () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('shows an order’s times in UTC, saying so, on the day of its number', async () => {
    server = fakeHttp({ 'GET /api/admin/order': ok(order) });
    await renderAdmin(`/admin/orders/${order.id}`);
    await screen.findByRole('heading', { level: 2, name: `Order No. ${order.sn}` }, { timeout: 15_000 });
    expect(screen.getByText('Mar 2, 2025, 11:45 PM UTC')).toBeInTheDocument();
    expect(screen.getAllByText('Mar 2, 2025, 11:50 PM UTC')).toHaveLength(2);
    expect(screen.queryByText(/Mar 3, 2025/)).toBeNull();
  });
});
