import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi, WalletApi } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { fail, fakeHttp, networkError, ok, type FakeReply } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { linkFieldErrors } from '@/lib/forms/link-field-errors';
import { resetSession, signIn } from '@/test/session-reset';
import { testUser } from '@/test/test-user';
import CardTopUpScreen from './card-top-up-screen';
import { recordOf } from './topup.test-data';

const RECHARGE = `POST ${WalletApi.recharge}`;
let server: ReturnType<typeof fakeHttp>;

function serve(answer: FakeReply | FakeReply[]) {
  server = fakeHttp({
    [RECHARGE]: answer,
    [`GET ${AccountApi.getUserInfo}`]: ok({ ...testUser, balance_cents: 127456 }),
  });
}
beforeEach(async () => {
  await resetSession();
  signIn();
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});

/** Fills the form; `pay` sends it. */
async function fillWith(number: string, url = '/cardTopUp') {
  const view = renderScreen(<CardTopUpScreen />, url);
  const { user } = view;
  await user.type(screen.getByLabelText('Amount (USD)'), '40');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Name on the card'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  return { ...view, pay: () => user.click(screen.getByRole('button', { name: 'Pay and top up' })) };
}

describe('card top-up (/cardTopUp)', () => {
  it('opened from a checkout short of balance, leads back to that checkout once credited', async () => {
    serve(ok(recordOf(5, { method: 'card', status: 1, amount_cents: 4000, arrival_cents: 4000, card_last4: '4242' })));
    const back = '/checkout?sku_id=5&quantity=2';
    const { pay } = await fillWith('4242424242424242', `/cardTopUp?back=${encodeURIComponent(back)}`);
    await pay();
    expect(await screen.findByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', back);
  });

  it('never leads back anywhere but into the app', async () => {
    serve(ok(recordOf(5, { method: 'card', status: 1, amount_cents: 4000, arrival_cents: 4000, card_last4: '4242' })));
    const { pay } = await fillWith('4242424242424242', `/cardTopUp?back=${encodeURIComponent('//evil.example/x')}`);
    await pay();
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to checkout' })).not.toBeInTheDocument();
  });

  it('is labelled as a sandbox with its test cards, and never asks for a CVV', () => {
    serve(ok(recordOf(1)));
    renderScreen(<CardTopUpScreen />, '/cardTopUp');
    const sandbox = screen.getByRole('complementary', { name: /Sandbox/ });
    expect(sandbox).toHaveTextContent('No real card is charged');
    expect(sandbox).toHaveTextContent('4242 4242 4242 4242 approves');
    expect(sandbox).toHaveTextContent('4000 0000 0000 0002 is declined');
    expect(sandbox).toHaveTextContent('4000 0000 0000 0259 goes to review');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText(/cvv|cvc|security code/i)).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('groups the number as typed, sends it without spaces and shows the new balance once approved', async () => {
    serve(ok(recordOf(5, { method: 'card', status: 1, amount_cents: 4000, arrival_cents: 4000, card_last4: '4242' })));
    const { pay } = await fillWith('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('12/30');
    await pay();
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    const [request] = server.calls(RECHARGE);
    expect(request.body).toEqual({
      method: 'card',
      amount: '40',
      card: { number: '4242424242424242', holder: 'Ada Lovelace', expiry: '12/30' },
    });
    expect(request.headers['idempotency-key']).toBeTruthy();
    expect(screen.getByText('$40.00 has been added to your balance.')).toBeInTheDocument();
    expect(await screen.findByText('$1,274.56')).toBeInTheDocument();
    expect(server.calls(`GET ${AccountApi.getUserInfo}`)).toHaveLength(1);
  });

  it('says a card sent to review is being reviewed', async () => {
    serve(ok(recordOf(6, { method: 'card', status: 0, amount_cents: 4000, card_last4: '0259' })));
    await (await fillWith('4000000000000259')).pay();
    expect(await screen.findByRole('heading', { name: 'Your top-up is being reviewed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top-up records' })).toHaveAttribute('href', '/topUpRecord');
    expect(server.calls(`GET ${AccountApi.getUserInfo}`)).toHaveLength(0);
  });

  it('a declined card is said beside the card number, tied to it, and stays until the number changes', async () => {
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => {});
    serve(fail(402, 'The card was declined; no money was taken', 'CARD_DECLINED'));
    onTestFinished(linkFieldErrors(document.body));
    const { pay, user } = await fillWith('4000000000000002');
    await pay();
    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveAccessibleDescription('The card was declined; no money was taken'));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(failed).not.toHaveBeenCalled();
    // Not a toast that is gone in 1.2 s: still there after moving on to another field.
    await user.click(screen.getByLabelText('Name on the card'));
    expect(screen.getByText('The card was declined; no money was taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay and top up' })).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid'));
  });

  it('a retry after a lost answer keeps the idempotency key; new values get a new one', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => {});
    serve([networkError(), networkError(), ok(recordOf(7, { method: 'card', status: 0 }))]);
    const { pay, user } = await fillWith('4000000000000259');
    await pay();
    await waitFor(() => expect(server.calls(RECHARGE)).toHaveLength(1));
    await user.clear(screen.getByLabelText('Amount (USD)'));
    await user.type(screen.getByLabelText('Amount (USD)'), '40.00');
    await pay();
    await waitFor(() => expect(server.calls(RECHARGE)).toHaveLength(2));
    await pay();
    expect(await screen.findByRole('heading', { name: 'Your top-up is being reviewed' })).toBeInTheDocument();
    const keys = server.calls(RECHARGE).map((request) => request.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('checks the card before sending it', async () => {
    serve(ok(recordOf(1)));
    const { user } = renderScreen(<CardTopUpScreen />, '/cardTopUp');
    await user.type(screen.getByLabelText('Amount (USD)'), '40');
    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '13');
    await user.click(screen.getByRole('button', { name: 'Pay and top up' }));
    expect(await screen.findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry as MM/YY')).toBeInTheDocument();
    expect(server.calls(RECHARGE)).toHaveLength(0);
  });

  it('tells a mistyped number and an expired card apart, each in its own words, before sending anything', async () => {
    serve(ok(recordOf(1)));
    const { user } = renderScreen(<CardTopUpScreen />, '/cardTopUp');
    await user.type(screen.getByLabelText('Amount (USD)'), '40');
    // One digit off the sandbox card: the Luhn check digit no longer fits.
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Name on the card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0120');
    await user.click(screen.getByRole('button', { name: 'Pay and top up' }));
    expect(await screen.findByText('The card number has a typo: check its digits')).toBeInTheDocument();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(server.calls(RECHARGE)).toHaveLength(0);
  });
});
