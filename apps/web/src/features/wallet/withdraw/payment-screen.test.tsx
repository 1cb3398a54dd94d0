import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { WalletApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { bankAccount, chainAccount } from './wallet.test-data';
import PaymentScreen from './payment-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const ACCOUNTS = `GET ${WalletApi.withdrawAccounts}`;
const DELETE = `POST ${WalletApi.withdrawAccountDel}`;
let server: ReturnType<typeof fakeHttp>;

beforeEach(() => {
  vi.clearAllMocks();
  server = fakeHttp({
    [ACCOUNTS]: [ok({ list: [bankAccount, chainAccount] }), ok({ list: [chainAccount] })],
    [DELETE]: ok(null),
  });
});
afterEach(() => {
  server.restore();
  Dialog.clear();
});

describe('payment settings (/payment)', () => {
  it('links to setting the payment code while none is set', async () => {
    resetSession({ has_pay_password: false });
    renderScreen(<PaymentScreen />, '/payment');
    expect(screen.getByRole('link', { name: 'Set payment code' })).toHaveAttribute('href', '/changePayPwd');
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });

  it('links to changing it once set', async () => {
    resetSession({ has_pay_password: true });
    renderScreen(<PaymentScreen />, '/payment');
    expect(screen.getByRole('link', { name: 'Change payment code' })).toHaveAttribute('href', '/changePayPwd');
    expect(screen.getByText('Set')).toBeInTheDocument();
  });

  it('deletes a saved account after confirming', async () => {
    resetSession({ has_pay_password: true });
    const { user } = renderScreen(<PaymentScreen />, '/payment');
    expect(await screen.findByText('Harbour Bank •••• 4242')).toBeInTheDocument();
    expect(screen.getByText(/^Bank card ·/)).toHaveTextContent('Bank card · Ada Lovelace · •••• 4242');

    await user.click(screen.getByRole('button', { name: 'Delete Harbour Bank •••• 4242' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Harbour Bank •••• 4242 will no longer be offered when you withdraw.');
    expect(server.calls(DELETE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(server.calls(DELETE).map((r) => r.body)).toEqual([{ id: 11 }]));
    await waitFor(() => expect(screen.queryByText('Harbour Bank •••• 4242')).not.toBeInTheDocument());
    expect(screen.getByText('TRC20 wallet')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Account deleted');
  });

  it('keeps the account when the deletion is cancelled', async () => {
    resetSession({ has_pay_password: true });
    const { user } = renderScreen(<PaymentScreen />, '/payment');
    await user.click(await screen.findByRole('button', { name: 'Delete TRC20 wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    expect(server.calls(DELETE)).toHaveLength(0);
    expect(screen.getByText('TRC20 wallet')).toBeInTheDocument();
  });

  it('says how to save one when there are none', async () => {
    resetSession({ has_pay_password: true });
    server.restore();
    server = fakeHttp({ [ACCOUNTS]: ok({ list: [] }) });
    renderScreen(<PaymentScreen />, '/payment');
    expect(await screen.findByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withDraw');
  });
});
