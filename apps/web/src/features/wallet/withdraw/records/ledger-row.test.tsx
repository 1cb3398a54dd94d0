import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LedgerEntry } from '@tradewind/contract';
import { fakeHttp } from '@/test/fake-http';
import { ratesRoute } from '@/test/fx.test-data';
import { setCurrencyCookie } from '@/test/display-currency';
import { renderScreen } from '@/test/render-screen';
import { LedgerRow } from './ledger-row';

const REFUND: LedgerEntry = {
  id: 3,
  type: 'refund',
  amount_cents: 4310,
  balance_after_cents: 5199,
  reference: 'order:2026112300163',
  memo: null,
  created_at: '2026-11-28T10:00:00.000Z',
  fx: { currency: 'EUR', rate: '0.8623', set_at: '2026-11-27T12:00:00.000Z' },
};
let server: ReturnType<typeof fakeHttp>;
afterEach(() => {
  server.restore();
  setCurrencyCookie();
});

describe('a fund record', () => {
  it("estimates a refund at its order's rate, and the balance it left at today's", async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('KRW');
    renderScreen(<LedgerRow entry={REFUND} />);
    expect(screen.getByText('about +€37.17')).toBeInTheDocument();
    expect(await screen.findByText('about ₩72,241')).toBeInTheDocument();
  });

  it("estimates a row that names no order's rate at today's", async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('KRW');
    renderScreen(<LedgerRow entry={{ ...REFUND, fx: undefined }} />);
    await waitFor(() => expect(screen.getByText('about +₩59,888')).toBeInTheDocument());
  });
});
