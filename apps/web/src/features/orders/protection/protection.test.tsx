import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  AfterSaleApi,
  NO_PROTECTION,
  OrderApi,
  OrderStatus,
  ProtectionApi,
  type OrderProtection,
} from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { detailOf, summaryOf } from '@/test/order.test-data';
import MyPurchasesScreen from '../my-purchases-screen';
import OrderInfoScreen from '../order-info-screen';
import { protectionDaysLeft } from './days-left';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const DAY = 86_400_000;
const DETAIL = `GET ${OrderApi.detail}`;
const EXTEND = `POST ${ProtectionApi.extend}`;
const inDays = (days: number) => new Date(Date.now() + days * DAY - 60_000).toISOString();
const protection = (patch: Partial<OrderProtection>): OrderProtection => ({ ...NO_PROTECTION, ...patch });
let server: ReturnType<typeof fakeHttp>;

const open = (patch: Partial<OrderProtection>, extend = ok(null), status: number = OrderStatus.Delivered) => {
  const order = detailOf(8, { status, protection: protection(patch) });
  server = fakeHttp({ [DETAIL]: ok(order), [`GET ${AfterSaleApi.detail}`]: ok(null), [EXTEND]: extend });
  return renderScreen(<OrderInfoScreen />, '/orderInfo/8', '/orderInfo/:id?');
};
const region = () => screen.findByRole('region', { name: 'Buyer protection' });

beforeAll(() => {
  // The sheet's drag handling asks for pointer capture, which jsdom lacks.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true });
});
afterEach(() => server?.restore());

describe('days of buyer protection left', () => {
  it('rounds up while it runs, counts from the pause while stopped, and is nothing once over', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const endsAt = '2026-12-07T06:00:00Z';
    expect(protectionDaysLeft(protection({ ends_at: endsAt }), now)).toBe(9);
    expect(protectionDaysLeft(protection({ ends_at: endsAt, paused_at: '2026-12-01T06:00:00Z' }), now)).toBe(6);
    expect(protectionDaysLeft(protection({ ends_at: '2026-11-28T11:00:00Z' }), now)).toBeNull();
    expect(protectionDaysLeft(NO_PROTECTION, now)).toBeNull();
  });
});

describe('buyer protection on the order screen', () => {
  it('says how many days are left and until when, and when returns end', async () => {
    open({ ends_at: inDays(9), returns_until: '2026-12-12T10:00:00Z', extend_days: 7 });
    const card = await region();
    expect(within(card).getByText('Buyer protection: 9 days left')).toBeInTheDocument();
    expect(within(card).getByText(/^until /)).toBeInTheDocument();
    expect(within(card).getByText(/^Returns (until|ended) Dec 12$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Extend by 7 days' })).toBeInTheDocument();
  });

  it('extends once with a reason; an empty reason is refused before sending', async () => {
    const extended = detailOf(8, {
      status: OrderStatus.Delivered,
      protection: protection({ ends_at: inDays(16), extension: { days: 7, reason: 'Stuck', created_at: inDays(0) } }),
    });
    const { user } = open({ ends_at: inDays(9), extend_days: 7 }, ok(extended));
    await user.click(within(await region()).getByRole('button', { name: 'Extend by 7 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend buyer protection' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend by 7 days' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This field is required');
    expect(server.calls(EXTEND)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Why do you need more time?'), 'The tracking has not moved');
    await user.click(within(dialog).getByRole('button', { name: 'Extend by 7 days' }));
    expect(server.calls(EXTEND).map((call) => call.body)).toEqual([{ id: 8, reason: 'The tracking has not moved' }]);
    expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^Buyer protection extended until /));
  });

  it('a second extension shows the server’s reason', async () => {
    const refused = fail(
      409,
      'You have already extended the buyer protection of this order once',
      'PROTECTION_EXTENDED',
    );
    const { user } = open({ ends_at: inDays(9), extend_days: 7 }, refused);
    await user.click(within(await region()).getByRole('button', { name: 'Extend by 7 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend buyer protection' });
    await user.type(within(dialog).getByLabelText('Why do you need more time?'), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Extend by 7 days' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already extended the buyer protection of this order once',
    );
  });

  it('shows the extension made, a clock stopped by a refund request, and a late parcel’s credit', async () => {
    open(
      {
        ends_at: inDays(9),
        paused_at: inDays(0),
        extension: { days: 7, reason: 'Held at customs', created_at: '2026-11-20T10:00:00Z' },
        late: { days: 3, credited_cents: 215 },
      },
      ok(null),
      OrderStatus.InAfterSale,
    );
    const card = await region();
    expect(
      within(card).getByText('Buyer protection paused while your refund request is decided: 9 days left'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Your reason: Held at customs')).toBeInTheDocument();
    expect(within(card).getByText(/Late by 3 days:/)).toHaveTextContent('Late by 3 days: $2.15 credited');
    expect(within(card).queryByRole('button', { name: /Extend/ })).not.toBeInTheDocument();
  });

  it('nothing before delivery', async () => {
    open({}, ok(null), OrderStatus.WaitingDelivery);
    await screen.findByRole('region', { name: 'Order information' });
    expect(screen.queryByRole('region', { name: 'Buyer protection' })).not.toBeInTheDocument();
  });
});

describe('buyer protection on the order list', () => {
  it('a delivered order’s card says the days left', async () => {
    const order = summaryOf(5, { status: OrderStatus.Delivered, protection: protection({ ends_at: inDays(4) }) });
    server = fakeHttp({ [`GET ${OrderApi.list}`]: ok(pageOf([order, summaryOf(6)], 1, 2)) });
    renderScreen(<MyPurchasesScreen />, '/myPurchases');
    expect(await screen.findByText(/Buyer protection: 4 days left · until /)).toBeInTheDocument();
    expect(screen.getAllByText(/Buyer protection:/)).toHaveLength(1);
  });
});
