import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WalletApi } from '@tradewind/contract';
import { fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { resetSession, signIn } from '@/test/session-reset';
import TopUpRecordScreen from './top-up-record-screen';
import { recordOf } from './topup.test-data';

const RECORDS = [
  recordOf(3, { status: 1, amount_cents: 2550, arrival_cents: 2500 }),
  recordOf(2, { method: 'card', network: null, status: 0, amount_cents: 4000, card_last4: '0259' }),
  recordOf(1, { method: 'manual', network: null, status: 2, amount_cents: 9900, refuse_reason: 'Transfer not found' }),
];
const LOG = `GET ${WalletApi.rechargeLog}`;
let server: ReturnType<typeof fakeHttp>;
const statusOf = (request: FakeRequest) => new URLSearchParams(request.url.split('?')[1]).get('status');

beforeEach(async () => {
  await resetSession();
  signIn();
});
afterEach(() => server.restore());

describe('top-up records (/topUpRecord)', () => {
  it('shows a deposit being confirmed on the chain, and asks again on its own until it is credited', async () => {
    const hash = `0x${'cd'.repeat(32)}`;
    const confirming = recordOf(5, {
      tx_hash: hash,
      chain_state: 'confirming',
      confirmations: 3,
      confirmations_required: 12,
    });
    const credited = { ...confirming, status: 1 as const, chain_state: 'credited' as const, arrival_cents: 2550 };
    server = fakeHttp({ [LOG]: [ok(pageOf([confirming], 1, 1, 20)), ok(pageOf([credited], 1, 1, 20))] });
    renderScreen(<TopUpRecordScreen />, '/topUpRecord');
    const card = await screen.findByRole('article', { name: 'On-chain transfer' });
    expect(within(card).getByText('Confirming 3/12')).toBeInTheDocument();
    expect(within(card).getByText('0xcdcd…cdcd')).toHaveAttribute('title', hash);
    // The list polls every 3 s while a deposit is confirming: wait for the answer, not a fixed time.
    expect(await within(card).findByText('Credited', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(server.calls(LOG)).toHaveLength(2);
  });

  it('lists each top-up: method, amount, what arrived, network or card, status, reason and date', async () => {
    server = fakeHttp({ [LOG]: ok(pageOf(RECORDS, 1, 3, 20)) });
    renderScreen(<TopUpRecordScreen />, '/topUpRecord');
    const chain = await screen.findByRole('article', { name: 'On-chain transfer' });
    expect(within(chain).getByText('$25.50')).toBeInTheDocument();
    expect(within(chain).getByText('$25.00')).toBeInTheDocument();
    expect(within(chain).getByText('USDT on TRC20')).toBeInTheDocument();
    expect(within(chain).getByText('Credited')).toBeInTheDocument();
    expect(within(chain).getByText('Arrived')).toBeInTheDocument();
    expect(within(chain).getByText('Mar 1, 2025', { exact: false })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Bank card' });
    expect(within(card).getByText('Under review')).toBeInTheDocument();
    expect(within(card).getByText('•••• 0259')).toBeInTheDocument();
    const manual = screen.getByRole('article', { name: 'Manual transfer' });
    expect(within(manual).getByText('Refused')).toBeInTheDocument();
    expect(within(manual).getByText('Transfer not found')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Top-ups' }).children).toHaveLength(3);
    expect(server.calls(LOG)[0].url).toBe(`${WalletApi.rechargeLog}?page=1&limit=20&status=all`);
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('the filter tabs ask for that status', async () => {
    server = fakeHttp({
      [LOG]: (request) =>
        ok(
          pageOf(
            RECORDS.filter((r) => String(r.status) === statusOf(request)),
            1,
            1,
            20,
          ),
        ),
    });
    const { user, location } = renderScreen(<TopUpRecordScreen />, '/topUpRecord');
    await user.click(screen.getByRole('tab', { name: 'Refused' }));
    expect(await screen.findByText('Transfer not found')).toBeInTheDocument();
    expect(location()).toBe('/topUpRecord?status=2');
    await user.click(screen.getByRole('tab', { name: 'Credited' }));
    expect(await screen.findByRole('article', { name: 'On-chain transfer' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls(LOG).map(statusOf)).toEqual(['all', '2', '1']));
    expect(screen.getByRole('tab', { name: 'Credited' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with none, says so and offers to top up', async () => {
    server = fakeHttp({ [LOG]: ok(pageOf([], 1, 0, 20)) });
    renderScreen(<TopUpRecordScreen />, '/topUpRecord');
    expect(await screen.findByRole('heading', { name: 'No top-ups yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up now' })).toHaveAttribute('href', '/topUp');
  });
});
