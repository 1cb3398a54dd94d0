import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { OrderApi, OrderStatus, type OrderDetail } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { detailOf } from '@/test/order.test-data';
import OrderInfoScreen from './order-info-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const DETAIL = `GET ${OrderApi.detail}`;
const CANCEL = `POST ${OrderApi.cancel}`;
const CONFIRM = `POST ${OrderApi.confirm}`;

const SHIPPED = detailOf(8, {
  status: OrderStatus.Delivered,
  paid_at: '2025-03-01T10:05:00.000Z',
  shipped_at: '2025-03-02T09:00:00.000Z',
  carrier: 'Colissimo',
  tracking_no: '6A12345678901',
  logistics: [
    { text: 'Out for delivery', location: 'Paris', at: '2025-03-04T08:00:00.000Z', stage: null },
    { text: 'Arrived at the sorting centre', location: 'Lyon', at: '2025-03-03T12:00:00.000Z', stage: null },
    { text: 'Picked up by the carrier', location: null, at: '2025-03-02T09:00:00.000Z', stage: null },
  ],
});
let server: ReturnType<typeof fakeHttp>;

const open = (id: number | string, detail: OrderDetail | OrderDetail[]) => {
  server = fakeHttp({
    [DETAIL]: Array.isArray(detail) ? detail.map((d) => ok(d)) : ok(detail),
    [CANCEL]: ok(detailOf(7, { status: OrderStatus.Cancelled })),
    [CONFIRM]: ok({ ...SHIPPED, status: OrderStatus.Received }),
  });
  return renderScreen(<OrderInfoScreen />, `/orderInfo/${id}`, '/orderInfo/:id?');
};
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const pairValue = (term: string) => screen.getByText(term).nextElementSibling;

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true });
});
afterEach(() => {
  server?.restore();
  Dialog.clear();
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('order detail (/orderInfo/:id?)', () => {
  it('shows the state, the address, the goods, the amounts, the number and dates, and the tracking', async () => {
    open(8, SHIPPED);
    expect(await screen.findByRole('heading', { name: 'Shipped' })).toBeInTheDocument();
    expect(screen.getByText('Your parcel is on its way.')).toBeInTheDocument();
    expect(server.requests[0].url).toBe(`${OrderApi.detail}?id=8`);

    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Paris, Île-de-France · 12 Rue de Rivoli · 75004')).toBeInTheDocument();
    expect(screen.queryByText(/customs ID|Customs ID/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Linen shirt 8/ })).toHaveAttribute('href', '/detail/108');

    expect(pairValue('Goods')).toHaveTextContent('$50.00');
    expect(pairValue('Shipping')).toHaveTextContent('$11.00');
    expect(pairValue('Discount (SPRING5)')).toHaveTextContent(/^−\$5\.00$/);
    expect(pairValue('Total')).toHaveTextContent('$56.00');
    expect(pairValue('Order number')).toHaveTextContent('T25030100008');
    expect(screen.getByText('Placed')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    // The state's heading and the date it was shipped.
    expect(screen.getAllByText('Shipped')).toHaveLength(2);
    expect(screen.queryByText('Received')).not.toBeInTheDocument();

    expect(pairValue('Carrier')).toHaveTextContent('Colissimo');
    expect(pairValue('Tracking number')).toHaveTextContent('6A12345678901');
    const timeline = screen.getByRole('list', { name: 'Tracking updates' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Out for delivery',
      'Arrived at the sorting centre',
      'Picked up by the carrier',
    ]);
    expect(steps[0]).toHaveTextContent(/Paris · /);

    expect(screen.getByRole('button', { name: 'Confirm received' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Apply for a refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('shows where it goes with its postal code, and the customs ID masked as the buyer kept it', async () => {
    const base = detailOf(9);
    open(
      9,
      detailOf(9, {
        address: {
          ...base.address,
          area: 'Brasil, São Paulo, SP',
          detailed_address: 'Avenida Paulista, 1578',
          country: 'BR',
          postal_code: '01310-200',
          customs_id_masked: '1•••••••909',
        },
      }),
    );
    expect(await screen.findByText('Brasil, São Paulo, SP · Avenida Paulista, 1578 · 01310-200')).toBeInTheDocument();
    expect(screen.getByText('CPF: 1•••••••909')).toBeInTheDocument();
  });

  it('confirms receipt after asking, and shows the new state', async () => {
    const { user } = open(8, [SHIPPED, { ...SHIPPED, status: OrderStatus.Received }]);
    await user.click(await screen.findByRole('button', { name: 'Confirm received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm received?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I have it' }));
    await waitFor(() => expect(server.calls(CONFIRM).map((request) => request.body)).toEqual([{ id: 8 }]));
    expect(await screen.findByRole('heading', { name: 'Received' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm received' })).not.toBeInTheDocument();
  });

  it('while unpaid: the time left to pay, and Pay and Cancel order at the bottom', async () => {
    const { user } = open(7, detailOf(7, { pay_deadline: inMinutes(10) }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left to pay: (09:5\d|10:00)$/);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tracking updates' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('The items go back on sale');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(server.calls(CANCEL).map((request) => request.body)).toEqual([{ id: 7 }]));
    await waitFor(() => expect(server.calls(DETAIL)).toHaveLength(2));
  });

  it('Pay opens the payment sheet with the order total', async () => {
    const { user } = open(7, detailOf(7, { pay_deadline: inMinutes(10) }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pay' });
    expect(within(sheet).getByText('$56.00')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Payment code')).toBeInTheDocument();
  });

  it('once the time to pay is over, says so and offers no Pay', async () => {
    open(7, detailOf(7, { pay_deadline: inMinutes(-1) }));
    expect(await screen.findByText('The time to pay is over; the order will be cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('a cancelled order shows why, and no actions', async () => {
    open(9, detailOf(9, { status: OrderStatus.Cancelled, cancel_reason: 'Not paid within 30 minutes' }));
    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Reason: Not paid within 30 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay|Cancel order|Confirm received/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /refund|Review/ })).not.toBeInTheDocument();
  });

  it.each([
    ['buyer', 'Changed my mind <b>now</b>', ['You cancelled this order.', 'Your reason: Changed my mind <b>now</b>']],
    ['buyer', null, ['You cancelled this order.']],
    ['timeout', null, ['Not paid in time.']],
    ['operator', 'Out of stock', ['Closed by the shop: Out of stock']],
    ['operator', null, ['Closed by the shop.']],
  ] as const)('cancelled by %s (reason %s) says so', async (by, reason, lines) => {
    open(9, detailOf(9, { status: OrderStatus.Cancelled, cancelled_by: by, cancel_reason: reason }));
    const hero = await screen.findByRole('region', { name: 'Cancelled' });
    expect([...hero.querySelectorAll('p')].map((p) => p.textContent)).toEqual(lines);
    expect(hero.querySelector('b')).toBeNull();
  });

  it('an unknown or someone else’s order is not found', async () => {
    server = fakeHttp({ [DETAIL]: fail(404, 'Order not found', 'NOT_FOUND') });
    renderScreen(<OrderInfoScreen />, '/orderInfo/404', '/orderInfo/:id?');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/myPurchases');
    expect(server.calls(DETAIL)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a malformed id is not found without asking the server', () => {
    open('abc', SHIPPED);
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  describe('copying the order number', () => {
    const copyWith = async (secure: boolean, writeText: (text: string) => Promise<void>) => {
      const { user } = open(8, SHIPPED);
      const write = vi.fn(writeText);
      Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: write } });
      await user.click(await screen.findByRole('button', { name: 'Copy order number' }));
      return write;
    };

    it('is refused outside HTTPS, with the reason', async () => {
      const write = await copyWith(false, async () => {});
      expect(toast.error).toHaveBeenCalledWith('This operation is not supported by non-HTTPS protocol');
      expect(write).not.toHaveBeenCalled();
    });

    it('copies it over HTTPS', async () => {
      const write = await copyWith(true, async () => {});
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Copied'));
      expect(write).toHaveBeenCalledWith('T25030100008');
    });

    it('says "Copy Fail" when the browser refuses', async () => {
      await copyWith(true, () => Promise.reject(new Error('denied')));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Copy Fail'));
    });
  });
});
