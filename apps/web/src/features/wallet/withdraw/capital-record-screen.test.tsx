import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { screen, within } from '@testing-library/react';
import { WalletApi } from '@tradewind/contract';
import { setAvailableRoutes } from '@/lib/available-routes';
import { fakeHttp, ok } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { ledgerOf } from './wallet.test-data';
import CapitalRecordScreen from './capital-record-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const BILL = `GET ${WalletApi.bill}`;
let server: ReturnType<typeof fakeHttp>;

afterEach(() => server.restore());

describe('fund records (/capitalRecord)', () => {
  it('shows each change signed and coloured, with the balance it left', async () => {
    server = fakeHttp({
      [BILL]: ok(
        pageOf(
          [
            ledgerOf(2, {
              type: 'withdraw',
              amount_cents: -20000,
              balance_after_cents: 85000,
              reference: 'withdrawal:9',
            }),
            ledgerOf(1, { type: 'recharge', amount_cents: 5000, balance_after_cents: 105000, memo: 'Bank transfer' }),
          ],
          1,
          2,
          20,
        ),
      ),
    });
    renderScreen(<CapitalRecordScreen />, '/capitalRecord');
    const list = await screen.findByRole('list', { name: 'Fund records' });
    const [withdrawal, topUp] = within(list).getAllByRole('article');

    expect(within(withdrawal).getByRole('heading', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(within(withdrawal).getByText('−$200.00').parentElement).toHaveClass('rec-ledger__amount--out');
    expect(within(withdrawal).getByText('Money out')).toBeInTheDocument();
    expect(within(withdrawal).getByText('Balance $850.00')).toBeInTheDocument();
    expect(within(withdrawal).getByText('Withdrawal no. 9')).toBeInTheDocument();

    expect(within(topUp).getByRole('heading', { name: 'Top-up' })).toBeInTheDocument();
    expect(within(topUp).getByText('+$50.00').parentElement).toHaveClass('rec-ledger__amount--in');
    expect(within(topUp).getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(server.calls(BILL)[0].url).toBe(`${WalletApi.bill}?page=1&limit=20`);
  });

  it('names what each record points at in words, in the buyer’s language, never as stored', async () => {
    server = fakeHttp({
      [BILL]: ok(
        pageOf(
          [
            ledgerOf(3, { type: 'payment', amount_cents: -9000, reference: 'orders:2026112300163,2026112300164' }),
            ledgerOf(2, { type: 'payment', amount_cents: -4000, reference: 'orders:2026112300162' }),
            ledgerOf(1, { type: 'refund', amount_cents: 4000, reference: 'refund:7' }),
          ],
          1,
          3,
          20,
        ),
      ),
    });
    await changeLanguage('fr');
    onTestFinished(() => changeLanguage('en'));
    renderScreen(<CapitalRecordScreen />, '/capitalRecord');
    const list = await screen.findByRole('list', { name: 'Historique des fonds' });
    const [two, one, refund] = within(list).getAllByRole('article');
    expect(within(two!).getByText('Commandes 2026112300163, 2026112300164')).toBeInTheDocument();
    expect(within(one!).getByText('Commande 2026112300162')).toBeInTheDocument();
    expect(within(refund!).getByText('Remboursement n° 7')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/orders:|refund:/);
  });

  it('says what will appear when there is nothing yet', async () => {
    setAvailableRoutes(['/topUp']);
    server = fakeHttp({ [BILL]: ok(pageOf([], 1, 0, 20)) });
    renderScreen(<CapitalRecordScreen />, '/capitalRecord');
    expect(await screen.findByRole('heading', { name: 'No fund records yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/topUp');
  });
});
