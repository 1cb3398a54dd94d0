import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { OrderApi, OrderStatus, RefundStatus } from '@tradewind/contract';
import { fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { detailOf, summaryOf } from '@/test/order.test-data';
import MyPurchasesScreen from './my-purchases-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const LIST = `GET ${OrderApi.list}`;
const CANCEL = `POST ${OrderApi.cancel}`;
const CONFIRM = `POST ${OrderApi.confirm}`;
const PAY = `POST ${OrderApi.pay}`;
const statusOf = (request: FakeRequest) => new URL(request.url, 'http://app').searchParams.get('status');

const UNPAID = summaryOf(7, { status: OrderStatus.WaitingPayment, shop: { id: 1, name: 'Harbour Goods', logo: '' } });
const SHIPPED = summaryOf(8, { status: OrderStatus.Delivered, shop: { id: 2, name: 'Nordic Home', logo: '' } });
let server: ReturnType<typeof fakeHttp>;

function serve(list = [UNPAID, SHIPPED]) {
  server = fakeHttp({
    [LIST]: (request) => {
      const status = statusOf(request);
      const shown = status === 'all' ? list : list.filter((order) => String(order.status) === status);
      return ok(pageOf(shown, 1, shown.length));
    },
    [CANCEL]: ok(detailOf(7, { status: OrderStatus.Cancelled })),
    [CONFIRM]: ok(detailOf(8, { status: OrderStatus.Received })),
    [PAY]: ok({ paid: [7], balance_cents: 117856 }),
  });
}

const open = (url = '/myPurchases') => renderScreen(<MyPurchasesScreen />, url, '/myPurchases/:status?');
const cardOf = (name: RegExp) => screen.findByRole('article', { name });

beforeAll(() => {
  // jsdom has no pointer capture; the pay sheet's swipe-to-close asks for it on every tap.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true, balance_cents: 123456 });
  serve();
});
afterEach(() => {
  server.restore();
  Dialog.clear();
});

describe('my orders (/myPurchases/:status?)', () => {
  it('a refunded order reads Refunded on its card, not "In after-sale"; one still in review reads as applying', async () => {
    const REFUNDED = summaryOf(9, {
      status: OrderStatus.InAfterSale,
      refund_status: RefundStatus.Refunded,
      shop: { id: 3, name: 'Kyoto Paper', logo: '' },
    });
    const APPLYING = summaryOf(10, {
      status: OrderStatus.InAfterSale,
      refund_status: RefundStatus.Applying,
      shop: { id: 4, name: 'Lisbon Tiles', logo: '' },
    });
    serve([REFUNDED, APPLYING]);
    open();
    const refunded = await cardOf(/Kyoto Paper/);
    expect(within(refunded).getByText('Refunded')).toBeVisible();
    expect(within(refunded).queryByText('In after-sale')).toBeNull();
    expect(within(await cardOf(/Lisbon Tiles/)).getByText('Applying refund')).toBeVisible();
  });

  it('has the tabs of docs/product.md §4 in order; a tab sends its status and becomes the URL', async () => {
    const { user, location } = open();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Waiting for payment',
      'Waiting for delivery',
      'Shipped',
      'Received',
      'Completed',
      'Cancelled',
      'In after-sale',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await cardOf(/Harbour Goods/);

    await user.click(screen.getByRole('tab', { name: 'Waiting for payment' }));
    expect(location()).toBe('/myPurchases/0');
    await user.click(screen.getByRole('tab', { name: 'In after-sale' }));
    expect(location()).toBe('/myPurchases/-4');
    expect(screen.getByRole('tab', { name: 'In after-sale' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(location()).toBe('/myPurchases');
    await waitFor(() => expect(server.calls(LIST).map(statusOf)).toEqual(['all', '0', '-4', 'all']));
  });

  it('opens on the tab the URL names', async () => {
    open('/myPurchases/2');
    expect(screen.getByRole('tab', { name: 'Shipped' })).toHaveAttribute('aria-selected', 'true');
    await cardOf(/Nordic Home/);
    expect(server.calls(LIST).map(statusOf)).toEqual(['2']);
  });

  it('sends an unknown status back to all orders', async () => {
    const { location } = open('/myPurchases/9');
    await waitFor(() => expect(location()).toBe('/myPurchases'));
  });

  it('shows each order with its shop, state, goods, total and actions', async () => {
    open();
    const unpaid = await cardOf(/Harbour Goods/);
    expect(unpaid).toHaveAccessibleName('Harbour Goods Order No. T25030100007');
    expect(within(unpaid).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(unpaid).getByText('Linen shirt 7')).toBeInTheDocument();
    expect(within(unpaid).getByText('Blue · M')).toBeInTheDocument();
    expect(within(unpaid).getByText('$25.00 × 2')).toBeInTheDocument();
    expect(within(unpaid).getByText(/^Total \(2 items\)/)).toHaveTextContent('Total (2 items) $56.00');
    expect(within(unpaid).getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: 'Confirm received' })).not.toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/orderInfo/7');

    const shipped = await cardOf(/Nordic Home/);
    expect(within(shipped).getByText('Shipped')).toBeInTheDocument();
    expect(within(shipped).getByRole('button', { name: 'Confirm received' })).toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancelling asks first, then posts cancel and refreshes the list', async () => {
    const { user } = open();
    await user.click(within(await cardOf(/Harbour Goods/)).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this order?');
    expect(server.calls(CANCEL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    await waitFor(() => expect(server.calls(CANCEL).map((request) => request.body)).toEqual([{ id: 7 }]));
    await waitFor(() => expect(server.calls(LIST).length).toBeGreaterThan(1));
    expect(toast.success).toHaveBeenCalledWith('Order cancelled');
  });

  it('keeps the order when the buyer changes their mind', async () => {
    const { user } = open();
    await user.click(within(await cardOf(/Harbour Goods/)).getByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls(CANCEL)).toHaveLength(0);
  });

  it('confirming receipt asks first, then posts confirm', async () => {
    const { user } = open();
    await user.click(within(await cardOf(/Nordic Home/)).getByRole('button', { name: 'Confirm received' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirm received?');
    expect(server.calls(CONFIRM)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I have it' }));

    await waitFor(() => expect(server.calls(CONFIRM).map((request) => request.body)).toEqual([{ id: 8 }]));
    expect(toast.success).toHaveBeenCalledWith('Receipt confirmed');
    await waitFor(() => expect(server.calls(LIST).length).toBeGreaterThan(1));
  });

  it('Pay opens the payment sheet for that order; paying refreshes the orders', async () => {
    const { user } = open();
    await user.click(within(await cardOf(/Harbour Goods/)).getByRole('button', { name: 'Pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pay' });
    expect(within(sheet).getByText('$56.00')).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('Payment code'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment successful'));
    expect(server.calls(PAY).map((request) => request.body)).toEqual([{ order_ids: [7], pay_password: '123456' }]);
    expect(session.loadUserInfo).toHaveBeenCalled();
    await waitFor(() => expect(server.calls(LIST).length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay' })).not.toBeInTheDocument());
  });

  it('says so when a tab is empty, and where to shop', async () => {
    open('/myPurchases/3');
    expect(await screen.findByRole('heading', { name: 'No orders here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/explore');
  });

  it('says there are no orders yet when there are none at all', async () => {
    server.restore();
    serve([]);
    open();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/explore');
  });
});
