import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER, OrderApi, WalletApi, type RechargeRecord } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession, session } from '@/test/session.mock';
import { testUser } from '@/test/test-user';
import { toast } from '@/test/toast.mock';
import { PaySheet } from './pay-sheet';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const PAY = `POST ${OrderApi.pay}`;
const RECHARGE = `POST ${WalletApi.recharge}`;
const onPaid = vi.fn();
let server: ReturnType<typeof fakeHttp>;

const record = (patch: Partial<RechargeRecord>): RechargeRecord => ({
  id: 7,
  method: 'card',
  amount_cents: 1599,
  arrival_cents: 1599,
  status: 1,
  network: null,
  token: null,
  remark: null,
  currency: null,
  reference: null,
  address: null,
  evidence: null,
  card_last4: '4242',
  tx_hash: null,
  chain_state: null,
  confirmations: null,
  confirmations_required: null,
  refuse_reason: null,
  created_at: '2025-03-01T10:00:00.000Z',
  decided_at: '2025-03-01T10:00:00.000Z',
  ...patch,
});

/** One order of $45.99 against a balance of $30.00: $15.99 short. */
function open() {
  const view = renderScreen(<PaySheet open orderIds={[31]} totalCents={4599} onClose={vi.fn()} onPaid={onPaid} />);
  return { ...view, sheet: screen.getByRole('dialog', { name: 'Pay' }) };
}
type View = ReturnType<typeof open>;

async function fillCard({ user, sheet }: View, number: string) {
  await user.type(within(sheet).getByLabelText('Card number'), number);
  await user.type(within(sheet).getByLabelText('Name on the card'), 'Ada Lovelace');
  await user.type(within(sheet).getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.click(within(sheet).getByRole('button', { name: 'Top up $15.99' }));
}

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true, balance_cents: 3000 });
});
const readUserInfo = session.loadUserInfo.getMockImplementation()!;
afterEach(() => {
  server?.restore();
  session.loadUserInfo.mockImplementation(readUserInfo);
});

describe('the payment sheet, short of balance', () => {
  it('tops up exactly the shortfall by card in the sheet, then pays there with the payment code', async () => {
    server = fakeHttp({ [RECHARGE]: ok(record({})), [PAY]: ok({ paid: [31], balance_cents: 0 }) });
    // The server's balance once the card is credited, as the user info says when it is read again.
    session.loadUserInfo.mockImplementation(async () => {
      if (server.calls(RECHARGE).length > 0) {
        const userinfo = { ...testUser, token: 'test-token', has_pay_password: true, balance_cents: 4599 };
        await session.login({ userinfo });
      }
      return session.getState().userInfo;
    });
    const view = open();
    expect(await within(view.sheet).findByText('Sandbox')).toBeInTheDocument();
    await fillCard(view, '4242424242424242');

    await waitFor(() => expect(server.calls(RECHARGE)).toHaveLength(1));
    const [topUp] = server.calls(RECHARGE);
    expect(topUp!.body).toEqual({
      method: 'card',
      amount: '15.99',
      card: { number: '4242424242424242', holder: 'Ada Lovelace', expiry: '12/30' },
    });
    expect(topUp!.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
    expect(await within(view.sheet).findByRole('status')).toHaveTextContent('$15.99 was added to your balance.');
    await view.user.type(within(view.sheet).getByLabelText('Payment code'), '123456');
    await view.user.click(within(view.sheet).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ paid: [31], balance_cents: 0 }));
  });

  it('a declined card is said beside the card number and stays there, tied to it, until the number changes', async () => {
    server = fakeHttp({ [RECHARGE]: fail(400, 'The card was declined; no money was taken', 'CARD_DECLINED') });
    const view = open();
    await fillCard(view, '4000000000000002');
    const number = within(view.sheet).getByLabelText('Card number');
    expect(await within(view.sheet).findByText('The card was declined; no money was taken')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    await view.user.click(within(view.sheet).getByLabelText('Name on the card'));
    expect(within(view.sheet).getByText('The card was declined; no money was taken')).toBeInTheDocument();
    expect(number).toHaveValue('4000 0000 0000 0002');
    expect(within(view.sheet).queryByLabelText('Payment code')).not.toBeInTheDocument();
    await view.user.type(number, '{Backspace}');
    await waitFor(() =>
      expect(within(view.sheet).queryByText('The card was declined; no money was taken')).not.toBeInTheDocument(),
    );
  });

  it('a card payment sent for review says so, and the order waits for it', async () => {
    server = fakeHttp({ [RECHARGE]: ok(record({ status: 0, arrival_cents: null })) });
    const view = open();
    await fillCard(view, '4000000000000259');
    expect(await within(view.sheet).findByRole('status')).toHaveTextContent(
      'Your card payment of $15.99 is being checked.',
    );
    expect(within(view.sheet).queryByRole('button', { name: 'Top up $15.99' })).not.toBeInTheDocument();
    expect(within(view.sheet).queryByLabelText('Payment code')).not.toBeInTheDocument();
  });

  it('other ways to top up come back to the order', () => {
    server = fakeHttp({});
    const { sheet } = open();
    expect(within(sheet).getByRole('link', { name: 'Other ways to top up' })).toHaveAttribute(
      'href',
      `/topUp?back=${encodeURIComponent('/orderInfo/31')}`,
    );
  });
});
