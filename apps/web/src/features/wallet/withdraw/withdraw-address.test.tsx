import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WalletApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { changeLanguage } from '@/i18n';
import { linkFieldErrors } from '@/lib/forms/link-field-errors';
import { withdrawalOf, withdrawInfoOf } from './wallet.test-data';
import WithdrawScreen from './withdraw-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const EXTRACT = `POST ${WalletApi.extract}`;
let server: ReturnType<typeof fakeHttp>;

async function openOnChain(network: string, onChain = 'On-chain') {
  server = fakeHttp({
    [`GET ${WalletApi.extract}`]: ok(withdrawInfoOf({ accounts: [] })),
    [EXTRACT]: ok(withdrawalOf(9)),
  });
  onTestFinished(linkFieldErrors(document.body));
  const view = renderScreen(<WithdrawScreen />, '/withDraw');
  await view.user.click(await screen.findByRole('radio', { name: onChain }));
  await view.user.click(screen.getByRole('radio', { name: network }));
  return view;
}

beforeEach(() => resetSession({}));
afterEach(() => server.restore());

describe('the address of an on-chain withdrawal, as it is typed', () => {
  it('says at once, beside the field, that it cannot be a TRC20 address, and sends nothing', async () => {
    const { user } = await openOnChain('USDT on TRC20');
    const field = screen.getByLabelText('Wallet address');
    await user.type(field, 'hello');
    const message = 'Enter a TRON address: T followed by 33 letters and digits';
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Amount to withdraw'), '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls(EXTRACT)).toHaveLength(0);
  });

  it('leaves a beginning alone, checks a whole address by its checksum, and clears once it is right', async () => {
    const { user } = await openOnChain('USDT on TRC20');
    const field = screen.getByLabelText('Wallet address');
    await user.type(field, 'TR7NHqjeKQ');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, 'xGTCi8q8ZY4pL8otSzgjLj6u');
    expect(await screen.findByText('This address fails its checksum: copy it again, whole')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(/checksum/)).not.toBeInTheDocument();
  });

  it('checks again by the other network’s rule when the network changes, in the buyer’s language', async () => {
    await changeLanguage('tr');
    onTestFinished(() => changeLanguage('en'));
    const { user } = await openOnChain('TRC20 üzerinde USDT', 'Zincir üstü');
    const field = screen.getByLabelText('Cüzdan adresi');
    await user.type(field, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('radio', { name: 'ERC20 üzerinde USDT' }));
    expect(
      await screen.findByText('0x ve ardından 40 onaltılık karakterden oluşan bir adres girin'),
    ).toBeInTheDocument();
  });
});
