import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER, OrderApi, OrderStatus } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { detailOf } from '@/test/order.test-data';
import { changeLanguage } from '@/i18n';
import OrderInfoScreen from './order-info-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const DETAIL = `GET ${OrderApi.detail}`;
const CANCEL = `POST ${OrderApi.cancel}`;
/** Paid, not yet shipped: $56.00. */
const PAID = detailOf(8, { status: OrderStatus.WaitingDelivery, paid_at: '2025-03-01T10:05:00.000Z' });
const CANCELLED = {
  ...PAID,
  status: OrderStatus.Cancelled,
  cancelled_by: 'buyer' as const,
  cancel_reason_code: 'found_cheaper' as const,
};
let server: ReturnType<typeof fakeHttp>;

function open(cancel: Parameters<typeof fakeHttp>[0][string] = ok(CANCELLED)) {
  server = fakeHttp({ [DETAIL]: [ok(PAID), ok(CANCELLED)], [CANCEL]: cancel });
  return renderScreen(<OrderInfoScreen />, '/orderInfo/8', '/orderInfo/:id?');
}

async function openSheet(view: ReturnType<typeof open>, name = 'Cancel order', title = 'Cancel this paid order?') {
  await view.user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: title });
}

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true });
});
afterEach(async () => {
  server?.restore();
  await changeLanguage('en');
});

describe('cancelling a paid order that has not shipped', () => {
  it('asks why from a list, says where the money goes, cancels once and says it is refunded', async () => {
    const view = open();
    const sheet = await openSheet(view);
    expect(sheet).toHaveTextContent('$56.00 goes back to your balance at once');
    const confirm = within(sheet).getByRole('button', { name: 'Cancel and refund $56.00' });
    await view.user.click(confirm);
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please choose a reason');
    expect(within(sheet).getByRole('group', { name: 'Why are you cancelling?' })).toHaveAccessibleDescription(
      'Please choose a reason',
    );
    expect(server.calls(CANCEL)).toHaveLength(0);

    await view.user.click(within(sheet).getByRole('radio', { name: 'I found it cheaper elsewhere' }));
    await view.user.dblClick(confirm);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order cancelled; $56.00 is back in your balance'));
    expect(server.calls(CANCEL)).toHaveLength(1);
    const [request] = server.calls(CANCEL);
    expect(request!.body).toEqual({ id: 8, reason_code: 'found_cheaper' });
    expect(request!.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
    expect(session.loadUserInfo).toHaveBeenCalled();

    expect(await screen.findByText(/You cancelled this order before it shipped; \$56\.00 went back/)).toBeVisible();
    expect(screen.getByText('I found it cheaper elsewhere')).toBeInTheDocument();
  });

  it('a refusal (it shipped meanwhile) stays in the sheet', async () => {
    const view = open(fail(409, 'This cannot be done in the order’s current state', 'ORDER_STATE'));
    const sheet = await openSheet(view);
    await view.user.click(within(sheet).getByRole('radio', { name: 'Delivery takes too long' }));
    await view.user.click(within(sheet).getByRole('button', { name: 'Cancel and refund $56.00' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'This cannot be done in the order’s current state',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('in the buyer’s language', async () => {
    await changeLanguage('tr');
    const view = open();
    const sheet = await openSheet(view, 'Siparişi iptal et', 'Ödenmiş bu sipariş iptal edilsin mi?');
    expect(within(sheet).getByRole('radio', { name: 'Fikrimi değiştirdim' })).toBeInTheDocument();
  });
});
