import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AfterSaleApi, FxApi, OrderApi, OrderStatus } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { ratesRoute } from '@/test/fx.test-data';
import { setCurrencyCookie } from '@/test/display-currency';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { detailOf, refundOf, summaryOf } from '@/test/order.test-data';
import OrderInfoScreen from './order-info-screen';
import MyPurchasesScreen from './my-purchases-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const RATES = `GET ${FxApi.rates}`;
/** Placed when a euro was 0.8623 to the dollar; today the buyer shows won. */
const PLACED_IN_EUROS = { currency: 'EUR' as const, rate: '0.8623', set_at: '2026-11-27T12:00:00.000Z' };
let server: ReturnType<typeof fakeHttp>;

/** What the eye sees in an element: its text without what only a screen reader reads. */
function shown(element: Element | null): string {
  const copy = element!.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent!.replace(/\s+/g, ' ').trim();
}
const pairValue = (term: string) => screen.getByText(term).nextElementSibling;

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true });
  setCurrencyCookie('KRW');
});
afterEach(() => {
  server.restore();
  setCurrencyCookie();
});

describe("an order's amounts at the rate of its moment", () => {
  it('the order screen estimates every amount and its refund at the order’s own rate, and says which day’s', async () => {
    const order = detailOf(8, { status: OrderStatus.InAfterSale, fx: PLACED_IN_EUROS });
    server = fakeHttp({
      ...ratesRoute(),
      [`GET ${OrderApi.detail}`]: ok(order),
      [`GET ${AfterSaleApi.detail}`]: ok(refundOf(8, { amount_cents: 4310 })),
    });
    renderScreen(<OrderInfoScreen />, '/orderInfo/8', '/orderInfo/:id?');
    const refund = await screen.findByText('Refund amount');
    expect(shown(refund.nextElementSibling)).toBe('$43.10 ≈ €37.17');
    expect(shown(pairValue('Goods'))).toBe('$50.00 ≈ €43.12');
    expect(shown(pairValue('Discount (SPRING5)'))).toBe('−$5.00 ≈ −€4.31');
    expect(shown(pairValue('Total'))).toBe('$56.00≈ €48.29 at the rate of Nov 27');
    expect(
      within(pairValue('Total') as HTMLElement).getByText('about €48.29 at the rate of Nov 27'),
    ).toBeInTheDocument();
    // Nothing in won, and today's rates are not even asked for.
    expect(document.body.textContent).not.toContain('₩');
    expect(server.calls(RATES)).toHaveLength(0);
  });

  it("the list estimates each order at its own rate, and an old order without one at today's", async () => {
    const placed = summaryOf(7, { fx: PLACED_IN_EUROS, total_cents: 4310 });
    const old = summaryOf(8, { status: OrderStatus.Delivered, fx: null, total_cents: 5199 });
    server = fakeHttp({
      ...ratesRoute(),
      [`GET ${OrderApi.list}`]: ok(pageOf([placed, old], 1, 2)),
    });
    renderScreen(<MyPurchasesScreen />, '/myPurchases', '/myPurchases/:status?');
    const first = await screen.findByRole('article', { name: /Shop 7/ });
    expect(shown(first.querySelector('.ord-card__total'))).toBe('Total (2 items) $43.10 ≈ €37.17');
    const second = screen.getByRole('article', { name: /Shop 8/ });
    expect(await within(second).findByText('about ₩72,241')).toBeInTheDocument();
    expect(server.calls(RATES)).toHaveLength(1);
  });
});
