import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER, WalletApi } from '@tradewind/contract';
import { fail, fakeHttp, networkError, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { changeLanguage } from '@/i18n';
import { withdrawalOf, withdrawInfoOf } from './wallet.test-data';
import WithdrawScreen from './withdraw-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const EXTRACT = `POST ${WalletApi.extract}`;
let server: ReturnType<typeof fakeHttp>;

function serve(info = withdrawInfoOf(), answer: Parameters<typeof fakeHttp>[0][string] = ok(withdrawalOf(9))) {
  server = fakeHttp({ [`GET ${WalletApi.extract}`]: ok(info), [EXTRACT]: answer });
}

async function open() {
  const view = renderScreen(<WithdrawScreen />, '/withDraw');
  await screen.findByText('$1,234.56');
  return view;
}

type User = Awaited<ReturnType<typeof open>>['user'];

async function fillBankCard(user: User, amount: string) {
  await user.type(screen.getByLabelText('Bank name'), 'Harbour Bank');
  await user.type(screen.getByLabelText('Card number'), '6222 0212 3456 7890');
  await user.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
  if (amount) await user.type(screen.getByLabelText('Amount to withdraw'), amount);
}

const confirm = (user: User) => user.click(screen.getByRole('button', { name: 'Confirm' }));

beforeAll(() => {
  // jsdom has no pointer capture; the sheet's swipe-to-close asks for it on every tap.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({});
});
afterEach(() => server.restore());

describe('withdraw screen (/withDraw)', () => {
  it.each([
    ['', 'This field is required'],
    ['0', 'The amount must be greater than 0'],
    ['1234.57', 'The amount is larger than your balance'],
    ['9.99', 'The minimum withdrawal is $10.00'],
    ['12.345', 'Please enter a correct amount, e.g. 25 or 25.50'],
    // English writes cents after a dot, as the price filter reads them too.
    ['75,50', 'Please enter a correct amount, e.g. 25 or 25.50'],
  ])('refuses the amount "%s" with "%s" and sends nothing', async (amount, message) => {
    serve();
    const { user } = await open();
    await fillBankCard(user, amount);
    await confirm(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls(EXTRACT)).toHaveLength(0);
  });

  it('groups the card number by four as it is typed, as the card top-up does', async () => {
    serve();
    const { user } = await open();
    await user.type(screen.getByLabelText('Card number'), '6222021234567890');
    expect(screen.getByLabelText('Card number')).toHaveValue('6222 0212 3456 7890');
  });

  it('asks for every bank field', async () => {
    serve();
    const { user } = await open();
    await user.type(screen.getByLabelText('Amount to withdraw'), '50');
    await confirm(user);
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(server.calls(EXTRACT)).toHaveLength(0);
  });

  it('shows the service charge and the actual arrival as the amount is typed', async () => {
    serve();
    const { user } = await open();
    expect(screen.getByText('Service charge 1.5%, at least $1.00. Minimum withdrawal $10.00.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount to withdraw'), '200');
    expect(screen.getByText('Service charge').nextElementSibling).toHaveTextContent('$3.00');
    expect(screen.getByText('Actual arrival').nextElementSibling).toHaveTextContent('$197.00');
    await user.clear(screen.getByLabelText('Amount to withdraw'));
    await user.type(screen.getByLabelText('Amount to withdraw'), '20');
    expect(screen.getByText('Service charge').nextElementSibling).toHaveTextContent('$1.00');
    expect(screen.getByText('Actual arrival').nextElementSibling).toHaveTextContent('$19.00');
  });

  it('"All" fills in the whole balance', async () => {
    serve();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('Amount to withdraw')).toHaveValue('1234.56');
    expect(screen.getByText('Actual arrival').nextElementSibling).toHaveTextContent('$1,216.04');
  });

  it('sends the exact body with an idempotency key once the payment code is given', async () => {
    serve();
    const { user, location } = await open();
    await fillBankCard(user, '200');
    // Withdrawals go only to saved payout addresses: the form says so, with the way to the book.
    expect(screen.getByRole('link', { name: 'Manage payout addresses' })).toHaveAttribute('href', '/payment');
    await confirm(user);
    const sheet = await screen.findByRole('dialog', { name: 'Enter your payment code' });
    expect(within(sheet).getByText('You withdraw $200.00 and receive $197.00.')).toBeInTheDocument();
    const code = within(sheet).getByLabelText('Payment code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));

    await waitFor(() => expect(location()).toBe('/depositRecord'));
    const [request] = server.calls(EXTRACT);
    expect(request.body).toEqual({
      type: 'bank',
      amount: '200.00',
      pay_password: '123456',
      bank_name: 'Harbour Bank',
      card_number: '6222021234567890',
      holder: 'Ada Lovelace',
      save: false,
    });
    expect(request.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(toast.success).toHaveBeenCalledWith('Withdrawal submitted; it is being audited');
    expect(session.loadUserInfo).toHaveBeenCalled();
  });

  it('in French, takes "25,50" as the app writes it, and sends the same exact decimal', async () => {
    await changeLanguage('fr');
    onTestFinished(() => changeLanguage('en'));
    serve();
    const { user } = renderScreen(<WithdrawScreen />, '/withDraw');
    // The balance, the placeholder and "All" all read the French way.
    expect(await screen.findByText('1 234,56 $US')).toBeInTheDocument();
    const amount = screen.getByLabelText('Montant à retirer');
    expect(amount).toHaveAttribute('placeholder', '0,00');
    await user.click(screen.getByRole('button', { name: 'Tout' }));
    expect(amount).toHaveValue('1234,56');
    await user.clear(amount);
    await user.type(screen.getByLabelText('Nom de la banque'), 'Harbour Bank');
    await user.type(screen.getByLabelText('Numéro de carte'), '6222 0212 3456 7890');
    await user.type(screen.getByLabelText('Titulaire du compte'), 'Ada Lovelace');
    await user.type(amount, '25,50');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    const sheet = await screen.findByRole('dialog', { name: 'Saisissez votre code de paiement' });
    await user.type(within(sheet).getByLabelText('Code de paiement'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirmer le retrait' }));
    await waitFor(() => expect(server.calls(EXTRACT)).toHaveLength(1));
    expect(server.calls(EXTRACT)[0]!.body).toMatchObject({ amount: '25.50' });
  });

  it('withdraws on-chain to a saved account', async () => {
    serve();
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: /TRC20 wallet/ }));
    expect(screen.getByRole('radio', { name: 'On-chain' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'USDT on TRC20' })).toBeChecked();
    expect(screen.getByLabelText('Wallet address')).toHaveValue('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await user.type(screen.getByLabelText('Amount to withdraw'), '25.5');
    await confirm(user);
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Payment code'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(server.calls(EXTRACT)).toHaveLength(1));
    expect(server.calls(EXTRACT)[0].body).toEqual({
      type: 'chain',
      amount: '25.50',
      pay_password: '123456',
      network_id: 2,
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      save: false,
    });
  });

  it('a saved card is sent by its id, its number never typed again', async () => {
    serve();
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: /Harbour Bank •••• 4242/ }));
    expect(screen.getByLabelText('Bank name')).toHaveValue('Harbour Bank');
    expect(screen.getByLabelText('Account holder')).toHaveValue('Ada Lovelace');
    expect(screen.getByText('Card ending in 4242')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount to withdraw'), '40');
    await confirm(user);
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Payment code'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(server.calls(EXTRACT)).toHaveLength(1));
    expect(server.calls(EXTRACT)[0].body).toMatchObject({
      type: 'bank',
      card_number: '',
      account_id: 11,
      amount: '40.00',
    });
  });

  it('"Use another card" asks for a number again', async () => {
    serve();
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: /Harbour Bank •••• 4242/ }));
    await user.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    await user.type(screen.getByLabelText('Amount to withdraw'), '40');
    await confirm(user);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(server.calls(EXTRACT)).toHaveLength(0);
  });

  it('without a payment code, Confirm shows the way to set one instead of the code', async () => {
    serve(withdrawInfoOf({ has_pay_password: false }));
    const { user } = await open();
    await fillBankCard(user, '200');
    await confirm(user);
    const sheet = await screen.findByRole('dialog', { name: 'Payment code needed' });
    expect(within(sheet).getByText('You have not set a payment password')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/changePayPwd');
    expect(within(sheet).queryByLabelText('Payment code')).not.toBeInTheDocument();
    expect(server.calls(EXTRACT)).toHaveLength(0);
  });

  it('turns to the way to set a code when the server answers PAY_CODE_NOT_SET', async () => {
    serve(withdrawInfoOf(), fail(409, 'You have not set a payment password', 'PAY_CODE_NOT_SET'));
    const { user } = await open();
    await fillBankCard(user, '200');
    await confirm(user);
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Payment code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment code needed' });
    expect(within(sheet).getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/changePayPwd');
  });

  it('a wrong payment code is told in the sheet, and the next try is a new submission', async () => {
    serve(withdrawInfoOf(), [fail(400, 'Wrong payment code, 4 tries left', 'PAY_CODE_WRONG'), ok(withdrawalOf(9))]);
    const { user, location } = await open();
    await fillBankCard(user, '200');
    await confirm(user);
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Payment code'), '111111');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Wrong payment code, 4 tries left');
    // The message belongs to the field: a screen reader hears it with the field, which is marked as invalid.
    const field = within(sheet).getByLabelText('Payment code');
    expect(field).toHaveAccessibleDescription('Wrong payment code, 4 tries left');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).not.toHaveBeenCalled();
    await user.type(within(sheet).getByLabelText('Payment code'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(location()).toBe('/depositRecord'));
    const [first, second] = server.calls(EXTRACT);
    expect(second.headers[IDEMPOTENCY_HEADER]).not.toBe(first.headers[IDEMPOTENCY_HEADER]);
  });

  it('shows the server message of a refusal and stays', async () => {
    serve(withdrawInfoOf(), fail(409, 'This cannot be done in the current state', 'CONFLICT'));
    const { user, location } = await open();
    await fillBankCard(user, '200');
    await confirm(user);
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Payment code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This cannot be done in the current state'));
    expect(location()).toBe('/withDraw');
  });

  it('puts a balance refusal under the amount', async () => {
    serve(withdrawInfoOf(), fail(409, 'Insufficient balance', 'INSUFFICIENT_BALANCE'));
    const { user } = await open();
    await fillBankCard(user, '200');
    await confirm(user);
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Payment code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Insufficient balance');
  });

  it('sends the same key again when the first try got no answer', async () => {
    serve(withdrawInfoOf(), [networkError(), ok(withdrawalOf(9))]);
    const { user, location } = await open();
    await fillBankCard(user, '200');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await confirm(user);
      const sheet = await screen.findByRole('dialog');
      await user.type(within(sheet).getByLabelText('Payment code'), '123456');
      await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
      await waitFor(() => expect(server.calls(EXTRACT)).toHaveLength(attempt + 1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await waitFor(() => expect(location()).toBe('/depositRecord'));
    const [first, second] = server.calls(EXTRACT);
    expect(second.headers[IDEMPOTENCY_HEADER]).toBe(first.headers[IDEMPOTENCY_HEADER]);
  });
});
