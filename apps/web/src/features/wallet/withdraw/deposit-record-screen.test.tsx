import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WalletApi } from '@tradewind/contract';
import { fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { withdrawalOf } from './wallet.test-data';
import DepositRecordScreen from './deposit-record-screen';

/** The payout the operator's hash pointed to, confirmed on the chain (decision 028). */
const PAYOUT = `0x${'34'.repeat(32)}`;

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const LOG = `GET ${WalletApi.extractLog}`;
const paramsOf = (request: FakeRequest) => Object.fromEntries(new URL(request.url, 'http://app').searchParams);
let server: ReturnType<typeof fakeHttp>;

afterEach(() => server.restore());

describe('withdrawal records (/depositRecord)', () => {
  beforeEach(() => {
    server = fakeHttp({
      [LOG]: (request) => {
        const status = paramsOf(request).status;
        if (status === '2') {
          return ok(pageOf([withdrawalOf(3, { status: 2, refuse_reason: 'Card holder does not match' })], 1, 1, 20));
        }
        if (status === '1') return ok(pageOf([], 1, 0, 20));
        return ok(
          pageOf(
            [
              withdrawalOf(1),
              withdrawalOf(2, {
                type: 'chain',
                network: 'TRC20',
                token: 'USDT',
                masked: 'TQ4m…9xZk',
                bank_name: null,
                status: 1,
                tx_hash: PAYOUT,
              }),
            ],
            1,
            2,
            20,
          ),
        );
      },
    });
  });

  it('lists the withdrawals with their figures, destination and status', async () => {
    renderScreen(<DepositRecordScreen />, '/depositRecord');
    const list = await screen.findByRole('list', { name: 'Withdrawal records' });
    const [bank, chain] = within(list).getAllByRole('article');
    expect(within(bank).getByRole('heading', { name: 'Bank card' })).toBeInTheDocument();
    expect(within(bank).getByText(/^Harbour Bank/)).toHaveTextContent('Harbour Bank · •••• 4242');
    expect(within(bank).getByText('$200.00')).toBeInTheDocument();
    expect(within(bank).getByText('$3.00')).toBeInTheDocument();
    expect(within(bank).getByText('$197.00')).toBeInTheDocument();
    expect(within(bank).getByText('Under review')).toBeInTheDocument();
    expect(within(chain).getByText(/^USDT on TRC20/)).toHaveTextContent('USDT on TRC20 · TQ4m…9xZk');
    expect(within(chain).getByText('Approved')).toBeInTheDocument();
    expect(within(chain).getByTitle(PAYOUT)).toHaveTextContent('Paid out in transaction 0x34343434…34343434');
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(paramsOf(server.calls(LOG)[0])).toEqual({ page: '1', limit: '20', status: 'all' });
  });

  it('filters in the order of docs/product.md §4: all, refused, auditing, passed', async () => {
    const { user } = renderScreen(<DepositRecordScreen />, '/depositRecord');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Refused', 'Under review', 'Approved']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Refused' }));
    expect(await screen.findByText('Reason: Card holder does not match')).toBeInTheDocument();
    expect(screen.getByText('The amount is back in your balance.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Under review' }));
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByRole('heading', { name: 'No withdrawals here' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls(LOG).map((request) => paramsOf(request).status)).toEqual(['all', '2', '0', '1']),
    );
  });

  it('offers to withdraw when there is nothing yet', async () => {
    server.restore();
    server = fakeHttp({ [LOG]: ok(pageOf([], 1, 0, 20)) });
    renderScreen(<DepositRecordScreen />, '/depositRecord');
    expect(await screen.findByRole('heading', { name: 'No withdrawals yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withDraw');
  });
});
