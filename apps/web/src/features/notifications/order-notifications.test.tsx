import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WalletApi, type NotificationItem } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { fakeHttp, ok } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import NotificationScreen from './notification-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const READ = `POST ${WalletApi.notificationRead}`;
const note = (id: number, kind: string, params: NotificationItem['params'], read = false): NotificationItem => ({
  id,
  kind,
  params,
  read,
  created_at: `2025-03-0${id}T10:00:00.000Z`,
});
const NOTES = [
  note(3, 'order_shipped', { order_id: 41, sn: 'T250301000041', carrier: 'Colissimo', tracking_no: '6A1234' }),
  note(2, 'order_auto_cancelled', { order_id: 42, sn: 'T250301000042' }, true),
  note(1, 'order_closed', { order_id: 43, sn: 'T250301000043', reason: 'The item was damaged in stock' }, true),
];
let server: ReturnType<typeof fakeHttp>;

beforeEach(() => {
  server = fakeHttp({
    [`GET ${WalletApi.notifications}`]: ok(pageOf(NOTES, 1, NOTES.length, 20)),
    [`GET ${WalletApi.notificationUnread}`]: ok({ count: 1 }),
    [READ]: ok(null),
  });
});
afterEach(async () => {
  server.restore();
  await changeLanguage('en');
});

describe('order notifications', () => {
  it('word each order event and link to the order', async () => {
    renderScreen(<NotificationScreen />, '/notification');
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    const [shipped, cancelled, closed] = items.map((item) => within(item).getByRole('link'));
    expect(shipped).toHaveTextContent(
      'Unread: Order shipped' + 'Order T250301000041 is on its way with Colissimo, tracking number 6A1234.',
    );
    expect(shipped).toHaveAttribute('href', '/orderInfo/41');
    expect(cancelled).toHaveTextContent('Order T250301000042 was not paid in time and has been cancelled.');
    expect(cancelled).toHaveAttribute('href', '/orderInfo/42');
    expect(within(closed).getByText('Order closed')).toBeInTheDocument();
    expect(within(closed).getByText('Order T250301000043 was closed by the shop.')).toBeInTheDocument();
    expect(within(closed).getByText('Reason: The item was damaged in stock')).toBeInTheDocument();
  });

  it('a tap opens the order and marks the notification read', async () => {
    const { user, location } = renderScreen(<NotificationScreen />, '/notification');
    await user.click(await screen.findByRole('link', { name: /Order shipped/ }));
    await waitFor(() => expect(location()).toBe('/orderInfo/41'));
    await waitFor(() => expect(server.calls(READ).map((request) => request.body)).toEqual([{ id: 3 }]));
  });

  it('speak the reader’s language', async () => {
    await changeLanguage('zh-cn');
    renderScreen(<NotificationScreen />, '/notification');
    expect(await screen.findByText('订单 T250301000041 已由 Colissimo 发出，运单号 6A1234。')).toBeInTheDocument();
  });
});
