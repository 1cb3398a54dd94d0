import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OrderApi, OrderStatus } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { summaryOf } from '@/test/order.test-data';
import OrderScreen from './order-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const LIST = `GET ${OrderApi.list}`;
const COUNTS = `GET ${OrderApi.counts}`;
const RECENT = [
  summaryOf(12, { status: OrderStatus.WaitingPayment }),
  summaryOf(11, { status: OrderStatus.WaitingDelivery }),
  summaryOf(10, { status: OrderStatus.Completed }),
];
let server: ReturnType<typeof fakeHttp>;

beforeEach(() => resetSession({}));
afterEach(() => server.restore());

describe('order overview (/order)', () => {
  it('counts the orders in each state, each opening its tab of My orders', async () => {
    server = fakeHttp({
      [COUNTS]: ok({ counts: { '0': 2, '1': 1, '4': 5, '-1': 3 } }),
      [LIST]: ok(pageOf(RECENT, 1, 14, 3)),
    });
    renderScreen(<OrderScreen />, '/order');
    const states = screen.getByRole('region', { name: 'Orders by state' });
    expect(await within(states).findByRole('link', { name: 'Waiting for payment 2' })).toHaveAttribute(
      'href',
      '/myPurchases/0',
    );
    expect(within(states).getByRole('link', { name: 'Waiting for delivery 1' })).toHaveAttribute(
      'href',
      '/myPurchases/1',
    );
    expect(within(states).getByRole('link', { name: 'Shipped 0' })).toHaveAttribute('href', '/myPurchases/2');
    expect(within(states).getByRole('link', { name: 'Cancelled 3' })).toHaveAttribute('href', '/myPurchases/-1');
    expect(within(states).getByRole('link', { name: 'In after-sale 0' })).toHaveAttribute('href', '/myPurchases/-4');
    expect(within(states).getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/myPurchases');
  });

  it('shows the three newest orders with a link to all of them', async () => {
    server = fakeHttp({ [COUNTS]: ok({ counts: {} }), [LIST]: ok(pageOf(RECENT, 1, 14, 3)) });
    renderScreen(<OrderScreen />, '/order');
    const recent = await screen.findByRole('list', { name: 'Recent orders' });
    expect(within(recent).getAllByRole('article')).toHaveLength(3);
    expect(within(recent).getByRole('article', { name: /T250301000012/ })).toHaveTextContent('Waiting for payment');
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/myPurchases');
    const params = new URL(server.calls(LIST)[0].url, 'http://app').searchParams;
    expect(Object.fromEntries(params)).toEqual({ status: 'all', page: '1', limit: '3' });
  });

  it('points to the shop when there are no orders yet', async () => {
    server = fakeHttp({ [COUNTS]: ok({ counts: {} }), [LIST]: ok(pageOf([], 1, 0, 3)) });
    renderScreen(<OrderScreen />, '/order');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/explore');
  });
});
