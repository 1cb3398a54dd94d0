import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WalletApi, type NotificationItem } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { fakeHttp, ok } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import NotificationScreen from './notification-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const note = (id: number, kind: string, params: NotificationItem['params']): NotificationItem => ({
  id,
  kind,
  params,
  read: false,
  created_at: `2025-03-0${id}T10:00:00.000Z`,
});
const NOTES = [
  note(4, 'order_cancelled', { order_id: 50, sn: 'TW2025030150', amount_cents: 8600, reason_code: 'changed_mind' }),
  note(3, 'refund_refunded', { order_id: 51, sn: 'TW2025030151', amount_cents: 3050 }),
  note(2, 'refund_approved', { order_id: 52, sn: 'TW2025030152' }),
  note(1, 'refund_refused', { order_id: 53, sn: 'TW2025030153', reason: 'The photos show no damage' }),
];
let server: ReturnType<typeof fakeHttp>;

beforeEach(() => {
  server = fakeHttp({
    [`GET ${WalletApi.notifications}`]: ok(pageOf(NOTES, 1, NOTES.length, 20)),
    [`GET ${WalletApi.notificationUnread}`]: ok({ count: 3 }),
    [`POST ${WalletApi.notificationRead}`]: ok(null),
  });
});
afterEach(async () => {
  server.restore();
  await changeLanguage('en');
});

describe('refund notifications', () => {
  it('word each refund decision, name its order and open it', async () => {
    renderScreen(<NotificationScreen />, '/notification');
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    const [cancelled, refunded, approved, refused] = items.map((item) => within(item).getByRole('link'));
    expect(cancelled).toHaveTextContent(
      'Order cancelled' + 'Order TW2025030150 was cancelled before it shipped; $86.00 is back in your balance.',
    );
    expect(cancelled).toHaveAttribute('href', '/orderInfo/50');
    expect(refunded).toHaveTextContent('Refunded' + '$30.50 was refunded to your balance for order TW2025030151.');
    expect(refunded).toHaveAttribute('href', '/orderInfo/51');
    expect(within(approved).getByText('Refund approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('Your refund request for order TW2025030152 was approved.');
    expect(approved).toHaveTextContent('Please send the goods back and add the return shipment to the order.');
    expect(approved).toHaveAttribute('href', '/orderInfo/52');
    expect(within(refused).getByText('Refund refused')).toBeInTheDocument();
    expect(refused).toHaveTextContent('Your refund request for order TW2025030153 was refused');
    expect(within(refused).getByText('Reason: The photos show no damage')).toBeInTheDocument();
    expect(refused).toHaveAttribute('href', '/orderInfo/53');
  });

  it('a tap opens the order', async () => {
    const { user, location } = renderScreen(<NotificationScreen />, '/notification');
    await user.click(await screen.findByRole('link', { name: /Refund refused/ }));
    await waitFor(() => expect(location()).toBe('/orderInfo/53'));
  });

  it('speak the reader’s language', async () => {
    await changeLanguage('fr');
    renderScreen(<NotificationScreen />, '/notification');
    expect(await screen.findByText('Remboursement refusé')).toBeInTheDocument();
  });
});
