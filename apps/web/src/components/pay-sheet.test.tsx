import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER, OrderApi } from '@tradewind/contract';
import { fail, fakeHttp, networkError, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { PaySheet } from './pay-sheet';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const PAY = `POST ${OrderApi.pay}`;
let server: ReturnType<typeof fakeHttp>;
const onPaid = vi.fn();
const onClose = vi.fn();

function open(totalCents = 4599) {
  const view = renderScreen(
    <PaySheet open orderIds={[31, 32]} totalCents={totalCents} onClose={onClose} onPaid={onPaid} />,
    '/checkout',
  );
  const sheet = screen.getByRole('dialog', { name: 'Pay' });
  return { ...view, sheet };
}

async function payWith(user: ReturnType<typeof open>['user'], sheet: HTMLElement, code: string) {
  await user.type(within(sheet).getByLabelText('Payment code'), code);
  await user.click(within(sheet).getByRole('button', { name: 'Pay now' }));
}

beforeAll(() => {
  // jsdom has no pointer capture; the sheet's swipe-to-close asks for it on every tap.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true, balance_cents: 10000 });
});
afterEach(() => server?.restore());

describe('PaySheet', () => {
  it('shows the total and the balance, and sends the orders and the code with an idempotency key', async () => {
    server = fakeHttp({ [PAY]: ok({ paid: [31, 32], balance_cents: 5401 }) });
    const { user, sheet } = open();
    expect(within(sheet).getByText('$45.99')).toBeInTheDocument();
    expect(within(sheet).getByText('$100.00')).toBeInTheDocument();
    expect(within(sheet).getByText('2 orders, one per shop')).toBeInTheDocument();
    const code = within(sheet).getByLabelText('Payment code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await payWith(user, sheet, '123456');

    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ paid: [31, 32], balance_cents: 5401 }));
    const [request] = server.calls(PAY);
    expect(request.body).toEqual({ order_ids: [31, 32], pay_password: '123456' });
    expect(request.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(session.loadUserInfo).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the code before sending it', async () => {
    server = fakeHttp({ [PAY]: ok({ paid: [31, 32], balance_cents: 0 }) });
    const { user, sheet } = open();
    await user.click(within(sheet).getByRole('button', { name: 'Pay now' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('This field is required');
    await payWith(user, sheet, '12a');
    expect(within(sheet).getByRole('alert')).toHaveTextContent('The payment code may contain digits only');
    expect(server.calls(PAY)).toHaveLength(0);
  });

  it('without a payment code, links to setting one instead of asking for it', () => {
    server = fakeHttp({});
    resetSession({ has_pay_password: false, balance_cents: 10000 });
    const { sheet } = open();
    expect(within(sheet).getByText('You have not set a payment password')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/changePayPwd');
    expect(within(sheet).queryByLabelText('Payment code')).not.toBeInTheDocument();
  });

  it('when the balance is short, offers to top up the shortfall, and other ways that come back to the orders', () => {
    server = fakeHttp({});
    const { sheet } = open(10001);
    expect(within(sheet).getByRole('heading', { name: 'You are $0.01 short' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Top up $0.01' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Other ways to top up' })).toHaveAttribute(
      'href',
      `/topUp?back=${encodeURIComponent('/myPurchases/0')}`,
    );
    expect(within(sheet).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('follows the server when it says the balance is short or no code is set', async () => {
    server = fakeHttp({
      [PAY]: [fail(409, 'Insufficient balance', 'INSUFFICIENT_BALANCE')],
    });
    const { user, sheet } = open();
    await payWith(user, sheet, '123456');
    expect(await within(sheet).findByRole('heading', { name: /short/ })).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('links to setting a payment code when the server knows none', async () => {
    server = fakeHttp({ [PAY]: fail(409, 'You have not set a payment password', 'PAY_CODE_NOT_SET') });
    const { user, sheet } = open();
    await payWith(user, sheet, '123456');
    expect(await within(sheet).findByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/changePayPwd');
    expect(within(sheet).queryByLabelText('Payment code')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows a wrong code in the sheet and lets the user try again with a new key', async () => {
    server = fakeHttp({
      [PAY]: [
        fail(400, 'Wrong payment code, 4 tries left', 'PAY_CODE_WRONG'),
        ok({ paid: [31, 32], balance_cents: 0 }),
      ],
    });
    const { user, sheet } = open();
    await payWith(user, sheet, '111111');
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Wrong payment code, 4 tries left');
    expect(within(sheet).getByLabelText('Payment code')).toHaveValue('');
    await payWith(user, sheet, '123456');
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const [first, second] = server.calls(PAY).map((r) => r.headers[IDEMPOTENCY_HEADER]);
    expect(second).not.toBe(first);
  });

  it('says "Pay Fail" for any other failure and reuses the key after an unknown outcome', async () => {
    server = fakeHttp({
      [PAY]: [networkError(), fail(409, 'This cannot be done in the order’s current state', 'ORDER_STATE')],
    });
    const { user, sheet } = open();
    await payWith(user, sheet, '123456');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Pay Fail'));
    await user.clear(within(sheet).getByLabelText('Payment code'));
    await payWith(user, sheet, '123456');
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    const [first, second] = server.calls(PAY).map((r) => r.headers[IDEMPOTENCY_HEADER]);
    expect(second).toBe(first);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('closes through its close button', async () => {
    server = fakeHttp({});
    const { user, sheet } = open();
    expect(sheet).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
