import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FxApi, WalletApi, type NotificationItem } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { ratesRoute } from '@/test/fx.test-data';
import { setCurrencyCookie } from '@/test/display-currency';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import NotificationScreen from './notification-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

/** Decision 039: a notification's amounts carry the estimate as every other amount does; an order's at its own rate. */
const note = (id: number, kind: string, params: NotificationItem['params'], fx?: NotificationItem['fx']) => ({
  id,
  kind,
  params,
  read: true,
  created_at: `2025-03-0${id}T10:00:00.000Z`,
  ...(fx && { fx }),
});
const ORDER_RATE = { currency: 'EUR' as const, rate: '0.8623', set_at: '2026-11-20T12:00:00.000Z' };
const NOTES = [
  note(3, 'refund_refunded', { order_id: 51, sn: 'TW2025030151', amount_cents: 3050 }, ORDER_RATE),
  note(2, 'withdraw_passed', { amount_cents: 20000, arrival_cents: 19700 }),
  note(1, 'order_cancelled', { order_id: 50, sn: 'TW2025030150', amount_cents: 0, reason_code: 'changed_mind' }),
];
let server: ReturnType<typeof fakeHttp>;
beforeEach(() => {
  setCurrencyCookie('KRW');
  server = fakeHttp({
    ...ratesRoute(),
    [`GET ${WalletApi.notifications}`]: ok(pageOf(NOTES, 1, NOTES.length, 20)),
    [`GET ${WalletApi.notificationUnread}`]: ok({ count: 0 }),
  });
});
afterEach(() => {
  server.restore();
  setCurrencyCookie();
});

const shown = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent;
};

describe('amounts in notifications', () => {
  it("show the estimate beside the dollars: today's rate for the wallet, the order's own for an order", async () => {
    renderScreen(<NotificationScreen />, '/notification');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [refund, withdrawal, cancelled] = within(list).getAllByRole('listitem');
    await waitFor(() =>
      expect(shown(withdrawal!)).toContain(
        'Your withdrawal of $200.00 ≈\u00a0₩277,904 was approved; $197.00 ≈\u00a0₩273,735 is on its way to you.',
      ),
    );
    // The refund of an order placed while showing euros stays at that order's rate, whatever the buyer shows today.
    expect(shown(refund!)).toContain('$30.50 ≈\u00a0€26.30 was refunded to your balance for order TW2025030151.');
    expect(within(refund!).getByText('about €26.30')).toBeInTheDocument();
    // Nothing beside nothing.
    expect(shown(cancelled!)).toContain('Order TW2025030150 was cancelled before it shipped; $0.00 is back');
    expect(shown(cancelled!)).not.toContain('≈');
    expect(server.calls(`GET ${FxApi.rates}`)).toHaveLength(1);
  });
});
