import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AccountApi, WalletApi, type ReceivingAccount } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { setAvailableRoutes } from '@/lib/available-routes';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession, signIn } from '@/test/session-reset';
import { testUser } from '@/test/test-user';
import TopUpScreen from './top-up-screen';
import { png, recordOf, STORED } from './topup.test-data';

vi.mock('@/api/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/upload')>()),
  uploadImage: (await import('./topup.test-data')).instantUpload,
}));

const RECHARGE = `POST ${WalletApi.recharge}`;
const ACCOUNTS = `GET ${WalletApi.receivingAccounts}`;
const REFERENCE = `POST ${WalletApi.rechargeReference}`;
const USD_ACCOUNT: ReceivingAccount = {
  id: 1,
  currency: 'USD',
  bank_name: 'Harbor National Bank',
  holder: 'Tradewind Commerce Ltd.',
  account_number: '4021 8877 1650',
  swift: 'HNBKUS33',
  routing: 'ABA 026 073 150',
  note: 'Business days only.',
};
const EUR_ACCOUNT: ReceivingAccount = {
  id: 2,
  currency: 'EUR',
  bank_name: 'Banque du Port',
  holder: 'Tradewind Commerce Ltd.',
  account_number: 'DE89 3704 0044 0532 0130 00',
  swift: 'BDPTDEFF',
  routing: null,
  note: null,
};
let server: ReturnType<typeof fakeHttp>;

beforeEach(async () => {
  await resetSession();
  signIn();
  setAvailableRoutes(['/service']);
  server = fakeHttp({
    [`GET ${AccountApi.getUserInfo}`]: ok(testUser),
    [RECHARGE]: ok(recordOf(4, { method: 'manual', network: null })),
    [ACCOUNTS]: ok({ list: [EUR_ACCOUNT, USD_ACCOUNT] }),
    [REFERENCE]: ok({ reference: 'TW7K3MQ9PD' }),
  });
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});

describe('top-up choice (/topUp)', () => {
  it('shows the current balance, the three ways to top up and the records', async () => {
    renderScreen(<TopUpScreen />, '/topUp');
    expect(screen.getByRole('region', { name: 'Current balance' })).toHaveTextContent('$1,234.56');
    expect(screen.getByRole('link', { name: 'On-chain transfer' })).toHaveAttribute('href', '/walletTopUp');
    expect(screen.getByRole('link', { name: 'Bank card' })).toHaveAttribute('href', '/cardTopUp');
    expect(screen.getByRole('link', { name: 'Manual transfer' })).toHaveAttribute('href', '/topUp?method=manual');
    expect(screen.getByRole('link', { name: 'Top-up records' })).toHaveAttribute('href', '/topUpRecord');
    // The balance shown is the server's current one.
    await waitFor(() => expect(server.calls(`GET ${AccountApi.getUserInfo}`)).toHaveLength(1));
  });

  it('opened from a checkout, each way to top up carries the way back to it', () => {
    const back = encodeURIComponent('/checkout?sku_id=5&quantity=2');
    renderScreen(<TopUpScreen />, `/topUp?back=${back}`);
    expect(screen.getByRole('link', { name: 'Bank card' })).toHaveAttribute('href', `/cardTopUp?back=${back}`);
    expect(screen.getByRole('link', { name: 'Manual transfer' })).toHaveAttribute(
      'href',
      `/topUp?method=manual&back=${back}`,
    );
  });

  it('manual top-up: checks the amount and evidence, then sends them with the remark', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { user, location } = renderScreen(<TopUpScreen />, '/topUp');
    await user.click(screen.getByRole('link', { name: 'Manual transfer' }));
    expect(screen.getByRole('heading', { name: 'Manual top-up' })).toBeInTheDocument();
    expect(screen.getByText(/An operator checks the payment/)).toBeInTheDocument();
    expect(screen.queryByText(/customer service/)).not.toBeInTheDocument();
    // The dollar account first: the bank's details as the buyer types them into their bank, and the reference.
    const bank = await screen.findByRole('group', { name: 'Our account in US Dollar (USD)' });
    expect(bank).toHaveTextContent('Harbor National Bank');
    expect(bank).toHaveTextContent('Tradewind Commerce Ltd.');
    expect(bank).toHaveTextContent('Account number / IBAN4021 8877 1650');
    expect(bank).toHaveTextContent('SWIFT/BICHNBKUS33');
    expect(bank).toHaveTextContent('Business days only.');
    const reference = await screen.findByRole('group', { name: 'Your reference' });
    expect(reference).toHaveTextContent('TW7K3MQ9PD');
    expect(within(reference).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'USD · US Dollar' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'EUR · Euro' }));
    expect(screen.getByRole('group', { name: 'Our account in Euro (EUR)' })).toHaveTextContent(
      'DE89 3704 0044 0532 0130 00',
    );
    expect(screen.getByText(/transfer its value in EUR/)).toBeInTheDocument();
    // Only the currencies with an account are offered.
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['EUR', 'USD']);

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please upload the payment evidence')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount (USD)'), '100');
    await user.upload(screen.getByLabelText('Upload payment evidence', { selector: 'input' }), png());
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    expect(screen.queryByText('Please upload the payment evidence')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Note for the operator (optional)'), 'Paid from ACME Ltd');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(location()).toBe('/topUpRecord'));
    expect(server.calls(RECHARGE)[0].body).toEqual({
      method: 'manual',
      amount: '100',
      evidence: STORED,
      remark: 'Paid from ACME Ltd',
      currency: 'EUR',
      reference: 'TW7K3MQ9PD',
    });
    expect(success).toHaveBeenCalledWith('Submitted; it will be credited once audited');
  });

  it('a manual top-up started from an order goes back to that order once submitted', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const back = encodeURIComponent('/orderInfo/31');
    const { user, location } = renderScreen(<TopUpScreen />, `/topUp?method=manual&back=${back}`);
    expect(screen.getByRole('link', { name: 'Choose another way to top up' })).toHaveAttribute(
      'href',
      `/topUp?back=${back}`,
    );
    await user.type(await screen.findByLabelText('Amount (USD)'), '15.99');
    await user.upload(screen.getByLabelText('Upload payment evidence', { selector: 'input' }), png());
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(location()).toBe('/orderInfo/31'));
  });

  it('without a bank account in any currency, says manual top-up is unavailable and offers no form', async () => {
    server.restore();
    server = fakeHttp({
      [`GET ${AccountApi.getUserInfo}`]: ok(testUser),
      [ACCOUNTS]: ok({ list: [] }),
      [REFERENCE]: ok({ reference: 'TW7K3MQ9PD' }),
    });
    renderScreen(<TopUpScreen />, '/topUp?method=manual');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Manual top-up is not available right now: we have no bank account to receive it yet.',
    );
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (USD)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another way to top up' })).toBeInTheDocument();
  });
});
