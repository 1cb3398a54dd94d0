import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WalletApi, type NotificationItem } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { fakeHttp, ok } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { toast } from '@/test/toast.mock';
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
  note(6, 'withdraw_passed', { amount_cents: 20000, arrival_cents: 19700 }),
  note(5, 'recharge_refused', { amount_cents: 5000, reason: 'The evidence is unreadable' }),
  note(4, 'balance_adjusted', { amount_cents: -1250, reason: 'Duplicate credit' }, true),
  note(3, 'shop_opened', { shop: 'Harbour Goods' }, true),
];
let server: ReturnType<typeof fakeHttp>;

/** A server that remembers what was read. */
beforeEach(() => {
  const read = new Set(NOTES.filter((item) => item.read).map((item) => item.id));
  server = fakeHttp({
    [`GET ${WalletApi.notifications}`]: () =>
      ok(
        pageOf(
          NOTES.map((item) => ({ ...item, read: read.has(item.id) })),
          1,
          NOTES.length,
          20,
        ),
      ),
    [`GET ${WalletApi.notificationUnread}`]: () => ok({ count: NOTES.filter((item) => !read.has(item.id)).length }),
    [READ]: ({ body }) => {
      const { id } = body as { id?: number };
      NOTES.filter((item) => id === undefined || item.id === id).forEach((item) => read.add(item.id));
      return ok(null);
    },
  });
});
afterEach(async () => {
  server.restore();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('notifications (/notification)', () => {
  it('words each kind with its amounts, marks the unread ones, and copes with an unknown kind', async () => {
    renderScreen(<NotificationScreen />, '/notification');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]).getByRole('button')).toHaveTextContent(
      'Unread: Withdrawal approved' + 'Your withdrawal of $200.00 was approved; $197.00 is on its way to you.',
    );
    expect(within(items[1]).getByText('Your top-up of $50.00 was refused.')).toBeInTheDocument();
    expect(within(items[1]).getByText('Reason: The evidence is unreadable')).toBeInTheDocument();
    expect(within(items[2]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[2]).getByText('$12.50 was deducted from your balance.')).toBeInTheDocument();
    expect(within(items[3]).getByText('Account notice')).toBeInTheDocument();
    expect(await screen.findByText('Unread: 2')).toBeInTheDocument();
  });

  it('a tap marks one as read', async () => {
    const { user } = renderScreen(<NotificationScreen />, '/notification');
    await user.click(await screen.findByRole('button', { name: /Withdrawal approved/ }));
    await waitFor(() => expect(server.calls(READ).map((request) => request.body)).toEqual([{ id: 6 }]));
    expect(screen.queryByRole('button', { name: /Withdrawal approved/ })).not.toBeInTheDocument();
    expect(screen.getByText('Withdrawal approved')).toBeInTheDocument();
    expect(await screen.findByText('Unread: 1')).toBeInTheDocument();
  });

  it('offline, a tap changes nothing: the notification stays unread', async () => {
    const { user } = renderScreen(<NotificationScreen />, '/notification');
    const unread = await screen.findByRole('button', { name: /Withdrawal approved/ });
    expect(await screen.findByText('Unread: 2')).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(unread);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Network connection abnormal, please check your connection'),
    );
    expect(screen.getByRole('button', { name: /Withdrawal approved/ })).toBeInTheDocument();
    expect(screen.getByText('Unread: 2')).toBeInTheDocument();
    expect(server.calls(READ)).toHaveLength(0);
  });

  it('"Mark all as read" marks every one', async () => {
    const { user } = renderScreen(<NotificationScreen />, '/notification');
    await screen.findByText('Unread: 2');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(server.calls(READ).map((request) => request.body)).toEqual([{}]));
    expect(screen.queryByRole('button', { name: /^Unread/ })).not.toBeInTheDocument();
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('speaks the reader’s language', async () => {
    await changeLanguage('fr');
    renderScreen(<NotificationScreen />, '/notification');
    expect(await screen.findByText('Retrait approuvé')).toBeInTheDocument();
  });

  it('says what will appear when there is nothing yet', async () => {
    server.restore();
    server = fakeHttp({
      [`GET ${WalletApi.notifications}`]: ok(pageOf([], 1, 0, 20)),
      [`GET ${WalletApi.notificationUnread}`]: ok({ count: 0 }),
    });
    renderScreen(<NotificationScreen />, '/notification');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });
});
