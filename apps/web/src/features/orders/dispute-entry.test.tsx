import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AfterSaleApi, DisputeApi, OrderApi, OrderStatus, RefundStatus } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { detailOf, refundOf } from '@/test/order.test-data';
import OrderInfoScreen from './order-info-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

let server: ReturnType<typeof fakeHttp>;
const open = (dispute: unknown) => {
  server = fakeHttp({
    [`GET ${OrderApi.detail}`]: ok(detailOf(8, { status: OrderStatus.Delivered })),
    [`GET ${AfterSaleApi.detail}`]: ok(refundOf(8, { status: RefundStatus.Refused, refuse_reason: 'Looks fine' })),
    [`GET ${DisputeApi.detail}`]: ok(dispute),
  });
  return renderScreen(<OrderInfoScreen />, '/orderInfo/8', '/orderInfo/:id?');
};

beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true });
});
afterEach(() => server?.restore());

describe('a refused refund on the order screen', () => {
  it('offers to escalate to Tradewind, with the deadline', async () => {
    open({ case: null, open_until: '2026-12-05T10:00:00.000Z' });
    const link = await screen.findByRole('link', { name: 'Escalate to Tradewind' }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', '/dispute/8');
    expect(screen.getByText(/Take it to Tradewind until/)).toBeInTheDocument();
  });

  it('leads to the case once there is one, and offers nothing once the days are over', async () => {
    const first = open({ case: { status: 1 }, open_until: null });
    expect(await screen.findByRole('link', { name: 'See the case' })).toHaveAttribute('href', '/dispute/8');
    expect(screen.getByText('Tradewind is deciding')).toBeInTheDocument();
    first.unmount();
    server.restore();
    open({ case: null, open_until: null });
    expect(await screen.findByRole('region', { name: 'After-sale' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Escalate to Tradewind' })).toBeNull();
  });
});
