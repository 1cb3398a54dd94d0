import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { OrderApi, OrderStatus, type OrderDetail } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { detailOf } from '@/test/order.test-data';
import OrderInfoScreen from './order-info-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

let server: ReturnType<typeof fakeHttp>;
const open = (detail: OrderDetail) => {
  server = fakeHttp({ [`GET ${OrderApi.detail}`]: ok(detail) });
  return renderScreen(<OrderInfoScreen />, `/orderInfo/${detail.id}`, '/orderInfo/:id?');
};
const pairValue = (term: string) => screen.getByText(term).nextElementSibling;

/** A paid order to Brazil: $50.00 + $11.00 freight − $5.00, duty $11.20, ICMS $11.42 (decision 040). */
const TO_BRAZIL = detailOf(9, {
  status: OrderStatus.WaitingDelivery,
  paid_at: '2025-03-01T10:05:00.000Z',
  import_duty_cents: 1120,
  import_tax_cents: 1142,
  total_cents: 7862,
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

beforeEach(() => resetSession({ has_pay_password: true }));
afterEach(() => server.restore());

describe('an order’s duties and taxes (decision 040)', () => {
  it('shows the import duty and VAT paid with it, in its total, and that nothing is due at the door', async () => {
    open(TO_BRAZIL);
    expect(await screen.findByText('Import duty')).toBeInTheDocument();
    expect(pairValue('Import duty')).toHaveTextContent('$11.20');
    expect(pairValue('Import VAT')).toHaveTextContent('$11.42');
    expect(pairValue('Total')).toHaveTextContent('$78.62');
    expect(screen.getByText('Duties and taxes paid: nothing to pay on delivery')).toBeInTheDocument();
  });

  it('an order to a country without rules says they were not estimated', async () => {
    open(
      detailOf(10, {
        customs: { ...TO_BRAZIL.customs!, country: 'NZ', status: 'no_rule', tax_kind: null },
      }),
    );
    expect(
      await screen.findByText('Duties and taxes are not estimated for New Zealand: they may be due on delivery'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Import duty')).not.toBeInTheDocument();
  });

  it('an order from before duties shows none, and no note', async () => {
    open(detailOf(11));
    await screen.findAllByText('Total');
    expect(screen.queryByText(/Duties and taxes/)).not.toBeInTheDocument();
  });
});
