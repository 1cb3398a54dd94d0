import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WalletApi, type DepositIntent } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession, signIn } from '@/test/session-reset';
import { instantUpload, NETWORKS, png, recordOf, STORED } from './topup.test-data';
import WalletTopUpScreen from './wallet-top-up-screen';

vi.mock('@/api/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/upload')>()),
  uploadImage: (await import('./topup.test-data')).instantUpload,
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
    expect(await screen.findByRole('radio', { name: 'USDT on TRC20' })).toBeInTheDocument();
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
    await user.click(await screen.findByRole('radio', { name: 'USDT on ERC20' }));
    expect(screen.getByRole('radio', { name: 'USDT on ERC20' })).toHaveAttribute('aria-checked', 'true');
    const qr = screen.getByRole('img', { name: 'QR code of the USDT on ERC20 receiving address' });
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

describe('on a network the server verifies on the chain (decisions 028 and 031)', () => {
  const HASH = `0x${'ab'.repeat(32)}`;
  const INTENT = `POST ${WalletApi.depositIntent}`;
  const intent: DepositIntent = {
    id: 4,
    network_id: 3,
    network: 'Polygon',
    address: NETWORKS[2]!.address,
    amount_to_send: '25.000137',
    token_units: '25000137000000000000',
    credit_cents: 2_500,
    created_at: '2026-11-24T10:00:00.000Z',
    expires_at: '2026-11-24T11:00:00.000Z',
    expires_in_seconds: 3_599,
  };
  const answer = (recharge: ReturnType<typeof ok> | ReturnType<typeof fail>, opened = ok(intent)) => {
    server.restore();
    server = fakeHttp({
      [`GET ${WalletApi.getBlockchain}`]: ok({ list: NETWORKS }),
      [INTENT]: opened,
      [RECHARGE]: recharge,
    });
  };
  const getAmount = () => screen.getByRole('button', { name: 'Get the amount to send' });
  /** Picks Polygon, asks for 25 and answers the hash field once the exact amount is shown. */
  const askFor25 = async (user: ReturnType<typeof open>['user']) => {
    await user.click(await screen.findByRole('radio', { name: 'USDC on Polygon' }));
    await user.type(screen.getByLabelText('Amount (USD)'), '25');
    await user.click(getAmount());
    return screen.findByLabelText('Transaction hash');
  };

  it('says it is checked on the chain, asks for the amount first and checks it before asking the server', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'USDC on Polygon' }));
    expect(screen.getByText(/checked on the chain and credited after 12 confirmations/)).toBeInTheDocument();
    expect(screen.queryByText(/once an operator has matched the transfer/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Transaction hash')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your sending address')).not.toBeInTheDocument();
    await user.click(getAmount());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(server.calls(INTENT)).toHaveLength(0);
  });

  it('shows the exact amount to send, what it credits and the time left, then the hash field', async () => {
    answer(ok(recordOf(10)));
    const { user } = open();
    await askFor25(user);
    expect(server.calls(INTENT)[0]!.body).toEqual({ network_id: 3, amount: '25' });
    const panel = screen.getByRole('group', { name: 'Send exactly this amount' });
    expect(within(panel).getByLabelText('Amount to send on Polygon')).toHaveTextContent('25.000137');
    expect(panel).toHaveTextContent('$25.00 is credited');
    expect(panel).toHaveTextContent('Valid for 59:59');
    expect(screen.getByRole('group', { name: 'Send to this USDC on Polygon address' })).toBeInTheDocument();
  });

  it('sends the network and the hash alone, and says the deposit is being confirmed', async () => {
    answer(ok(recordOf(10, { status: 0, chain_state: 'confirming', tx_hash: HASH })));
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { user, location } = open();
    await user.type(await askFor25(user), ` ${HASH} `);
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/topUpRecord'));
    expect(server.calls(RECHARGE)[0]!.body).toEqual({ method: 'chain', network_id: 3, tx_hash: HASH });
    expect(success).toHaveBeenCalledWith('Found on the chain; it is credited once confirmed');
  });

  it('checks the hash before sending it', async () => {
    answer(ok(recordOf(10)));
    const { user } = open();
    const field = await askFor25(user);
    await user.click(submit());
    expect(await screen.findByText('Please paste the transaction hash: 0x followed by 64 hex digits')).toBeVisible();
    await user.type(field, '0x1234');
    await user.click(submit());
    expect(server.calls(RECHARGE)).toHaveLength(0);
  });

  it("shows the chain's refusal under the hash, e.g. a transfer that is not this buyer's", async () => {
    const message = 'This transfer matches none of your top-up requests on Polygon';
    answer(fail(400, message, 'CHAIN_NO_INTENT', 0, { tx_hash: message }));
    const { user } = open();
    await user.type(await askFor25(user), HASH);
    await user.click(submit());
    const field = screen.getByLabelText('Transaction hash').closest('.adm-form-item')!;
    expect(await within(field as HTMLElement).findByText(message)).toBeInTheDocument();
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
    await user.click(await screen.findByRole('radio', { name: 'USDT on TRC20' }));
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
