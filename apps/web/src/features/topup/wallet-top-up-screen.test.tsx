import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WalletApi } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession, signIn } from '@/test/session-reset';
import { instantUpload, NETWORKS, png, recordOf, STORED } from './topup-fixtures';
import WalletTopUpScreen from './wallet-top-up-screen';

vi.mock('@/api/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/upload')>()),
  uploadImage: (await import('./topup-fixtures')).instantUpload,
}));

const RECHARGE = `POST ${WalletApi.recharge}`;
let server: ReturnType<typeof fakeHttp>;

beforeEach(async () => {
  await resetSession();
  signIn();
  server = fakeHttp({ [`GET ${WalletApi.getBlockchain}`]: ok({ list: NETWORKS }), [RECHARGE]: ok(recordOf(9)) });
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});

const open = () => renderScreen(<WalletTopUpScreen />, '/walletTopUp');
const submit = () => screen.getByRole('button', { name: 'Submit top-up' });

describe('on-chain top-up (/walletTopUp)', () => {
  it('warns about the network before anything is sent', async () => {
    open();
    expect(await screen.findByRole('radio', { name: 'TRC20' })).toBeInTheDocument();
    const notice = screen.getByRole('complementary', { name: 'Before you send' });
    expect(notice).toHaveTextContent('Choose the same network as the platform you are withdrawing from.');
    expect(notice).toHaveTextContent('Deposits via DEX, BSC and HECO are not supported.');
  });

  it('asks for a network, a correct amount and the evidence, and sends nothing until then', async () => {
    const { user } = open();
    await user.type(await screen.findByLabelText('Amount (USD)'), '12.345');
    await user.type(screen.getByLabelText('Your sending address'), 'TXsender1234567890');
    await user.click(submit());
    expect(await screen.findByText('Please choose a network')).toBeInTheDocument();
    expect(screen.getByText('Please enter a correct amount, e.g. 25 or 25.50')).toBeInTheDocument();
    expect(screen.getByText('Please upload the payment evidence')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount (USD)'));
    await user.type(screen.getByLabelText('Amount (USD)'), '0');
    await user.click(submit());
    expect(await screen.findByText('The amount must be greater than 0')).toBeInTheDocument();
    expect(server.calls(RECHARGE)).toHaveLength(0);
  });

  it('shows the chosen network’s address and QR code, then sends exactly the body with an idempotency key', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { user, location } = open();
    await user.click(await screen.findByRole('radio', { name: 'ERC20' }));
    expect(screen.getByRole('radio', { name: 'ERC20' })).toHaveAttribute('aria-checked', 'true');
    const qr = screen.getByRole('img', { name: 'QR code of the ERC20 receiving address' });
    expect(qr).toHaveAttribute('src', `${WalletApi.blockchainQr}?id=2`);
    expect(screen.getByText(NETWORKS[1].address)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount (USD)'), '25.50');
    await user.type(screen.getByLabelText('Your sending address'), ' 0xSender00000000001 ');
    await user.upload(screen.getByLabelText('Upload payment evidence', { selector: 'input' }), png());
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    expect(instantUpload).toHaveBeenCalled();
    await user.click(submit());

    await waitFor(() => expect(location()).toBe('/topUpRecord'));
    const [request] = server.calls(RECHARGE);
    expect(request.body).toEqual({
      method: 'chain',
      amount: '25.50',
      network_id: 2,
      address: '0xSender00000000001',
      evidence: STORED,
    });
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('Submitted; it will be credited once audited');
  });
});

describe('copying the receiving address', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'isSecureContext');
  });
  /** jsdom has no secure-context flag, and user-event puts its own clipboard in place when it starts. */
  const openWith = async (secure: boolean, writeText: (text: string) => Promise<void>) => {
    const { user } = open();
    const write = vi.fn(writeText);
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: write } });
    await user.click(await screen.findByRole('radio', { name: 'TRC20' }));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    return write;
  };

  it('is refused outside HTTPS, with the reason', async () => {
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const write = await openWith(false, async () => {});
    expect(failed).toHaveBeenCalledWith('This operation is not supported by non-HTTPS protocol');
    expect(write).not.toHaveBeenCalled();
  });

  it('says "Copied" when it worked', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const write = await openWith(true, async () => {});
    await waitFor(() => expect(success).toHaveBeenCalledWith('Copied'));
    expect(write).toHaveBeenCalledWith(NETWORKS[0].address);
  });

  it('says "Copy Fail" when the browser refused', async () => {
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => {});
    await openWith(true, () => Promise.reject(new Error('denied')));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Copy Fail'));
  });
});
