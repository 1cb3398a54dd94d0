import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AfterSaleApi, NO_PROTECTION, OrderApi, OrderStatus, type OrderDetail, type Refund } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { pageOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { detailOf, lineOf, refundOf, summaryOf } from '@/test/order.test-data';
import MyPurchasesScreen from './my-purchases-screen';
import OrderInfoScreen from './order-info-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const DETAIL = `GET ${OrderApi.detail}`;
const REFUND = `GET ${AfterSaleApi.detail}`;
const SEND_BACK = `POST ${AfterSaleApi.sendBack}`;
// No request on the order: an empty answer (docs/product.md §8's success), never a 404.
const NONE = ok(null);
let server: ReturnType<typeof fakeHttp>;

type Reply = ReturnType<typeof ok>;
const open = (detail: OrderDetail, refund: Reply | Reply[] = NONE, sendBack: Reply = ok(null)) => {
  server = fakeHttp({ [DETAIL]: ok(detail), [REFUND]: refund, [SEND_BACK]: sendBack });
  return renderScreen(<OrderInfoScreen />, `/orderInfo/${detail.id}`, '/orderInfo/:id?');
};
const inAfterSale = (refund: Partial<Refund> = {}) =>
  [detailOf(8, { status: OrderStatus.InAfterSale }), ok(refundOf(8, refund))] as const;
const card = () => screen.findByRole('region', { name: 'After-sale' });
const pairValue = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling;

beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true });
});
afterEach(() => server?.restore());

describe('applying for a refund from the order detail', () => {
  it.each([OrderStatus.WaitingDelivery, OrderStatus.Delivered, OrderStatus.Received])(
    'in state %s links to the refund screen with the whole order',
    async (status) => {
      const order = detailOf(8, {
        status,
        lines: [lineOf(8), lineOf(9), lineOf(10, { product_id: 108 })],
        total_cents: 12345,
        // Received: while the shop's return window is open (decision 045).
        protection: { ...NO_PROTECTION, returns_until: new Date(Date.now() + 86_400_000).toISOString() },
      });
      open(order);
      expect(await screen.findByRole('link', { name: 'Apply for a refund' })).toHaveAttribute(
        'href',
        '/refund/8/T25030100008/108,109/123.45',
      );
      expect(server.calls(REFUND).map((request) => request.url)).toEqual([`${AfterSaleApi.detail}?order_id=8`]);
    },
  );

  // Completed: its return window is unknown here (none kept), so closed.
  it.each([OrderStatus.WaitingPayment, OrderStatus.Completed, OrderStatus.Cancelled, OrderStatus.InAfterSale])(
    'in state %s offers no refund',
    async (status) => {
      open(detailOf(8, { status }));
      await screen.findByRole('region', { name: 'Order information' });
      await waitFor(() => expect(server.calls(DETAIL)).toHaveLength(1));
      expect(screen.queryByRole('link', { name: 'Apply for a refund' })).not.toBeInTheDocument();
    },
  );

  it('not once the order has had a request: a refused one shows with the shop’s reason', async () => {
    open(
      detailOf(8, { status: OrderStatus.Delivered }),
      ok(refundOf(8, { status: 3, refuse_reason: 'The photos show no damage' })),
    );
    const region = await card();
    expect(within(region).getByText('Refund refused')).toBeInTheDocument();
    expect(within(region).getByText('Refused: The photos show no damage')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply for a refund' })).not.toBeInTheDocument();
  });
});

describe('the after-sale card', () => {
  it('shows what was asked: amount, type, product status, reason, explanation and the proof', async () => {
    const [order, refund] = inAfterSale({
      type: 'return_refund',
      goods_status: 'received',
      amount_cents: 3050,
      proofs: [
        '/uploads/private/00000000000000000000000000000001.png',
        '/uploads/private/00000000000000000000000000000002.png',
      ],
    });
    open(order, refund);
    const region = await card();
    expect(within(region).getByText('Applying refund')).toBeInTheDocument();
    expect(pairValue(region, 'Refund amount')).toHaveTextContent('$30.50');
    expect(pairValue(region, 'Type')).toHaveTextContent('Refund with return');
    expect(pairValue(region, 'Product status')).toHaveTextContent('Received');
    expect(pairValue(region, 'Reason')).toHaveTextContent('Damaged');
    expect(within(region).getByText('The box was crushed')).toBeInTheDocument();
    const proofs = within(region).getByRole('list', { name: 'Proof' });
    expect(
      within(proofs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/uploads/private/00000000000000000000000000000001.png',
      '/uploads/private/00000000000000000000000000000002.png',
    ]);
    expect(screen.getByRole('heading', { name: 'Applying refund', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Your refund request is waiting for the shop’s decision.')).toBeInTheDocument();
    expect(within(region).queryByRole('region', { name: 'Return shipment' })).not.toBeInTheDocument();
  });

  it.each([
    [1, 'Refund in progress', 'Your refund request was approved and is being processed.'],
    [2, 'Refunded', '$86.00 was refunded to your balance.'],
  ] as const)('state %s reads "%s", in the card and as the order’s own heading', async (status, label, hint) => {
    const [order, refund] = inAfterSale({ status });
    open(order, refund);
    expect(within(await card()).getByText(label)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    // A refunded order no longer reads "In after-sale".
    expect(screen.getByRole('heading', { name: label, level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'In after-sale' })).not.toBeInTheDocument();
  });

  it('shows the buyer’s explanation as text, never as markup', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const [order, refund] = inAfterSale({ explanation: payload });
    open(order, refund);
    const region = await card();
    expect(within(region).getByText(payload)).toBeInTheDocument();
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the return shipment (with return, approved)', () => {
  const approved = { type: 'return_refund', status: 1 } as const;

  it('asks for the carrier and tracking number, then saves them', async () => {
    const [order, refund] = inAfterSale(approved);
    const sent = refundOf(8, { ...approved, return_carrier: 'La Poste', return_tracking_no: 'RR123456789FR' });
    const { user } = open(order, [refund, ok(sent)], ok(sent, 'Return shipment saved'));
    const region = await screen.findByRole('region', { name: 'Return shipment' });
    expect(
      screen.getByText(
        'Approved. Send the goods back and enter the return shipment below; the refund follows once the shop receives them.',
      ),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Save return shipment' }));
    expect(await within(region).findByText('Please enter the carrier')).toBeInTheDocument();
    expect(within(region).getByText('Please enter the tracking number')).toBeInTheDocument();
    expect(server.calls(SEND_BACK)).toHaveLength(0);

    await user.type(within(region).getByLabelText('Carrier'), ' La Poste ');
    await user.type(within(region).getByLabelText('Tracking number'), 'RR123456789FR');
    await user.click(within(region).getByRole('button', { name: 'Save return shipment' }));
    await waitFor(() =>
      expect(server.calls(SEND_BACK).map((request) => request.body)).toEqual([
        { id: 5, carrier: 'La Poste', tracking_no: 'RR123456789FR' },
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('Return shipment saved');
    const saved = await screen.findByRole('region', { name: 'Return shipment' });
    expect(await within(saved).findByText('RR123456789FR')).toBeInTheDocument();
    expect(within(saved).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('is not asked for without return', async () => {
    const [order, refund] = inAfterSale({ type: 'refund_only', status: 1 });
    open(order, refund);
    await card();
    expect(screen.queryByRole('region', { name: 'Return shipment' })).not.toBeInTheDocument();
  });
});

describe('reviewing a received order', () => {
  it('the detail offers Review, opening the review screen for the order', async () => {
    open(detailOf(8, { status: OrderStatus.Received }));
    expect(await screen.findByRole('link', { name: 'Review' })).toHaveAttribute('href', '/comment?order_id=8');
  });

  it('not before it is received', async () => {
    open(detailOf(8, { status: OrderStatus.Delivered }));
    await screen.findByRole('link', { name: 'Apply for a refund' });
    expect(screen.queryByRole('link', { name: 'Review' })).not.toBeInTheDocument();
  });

  it('the list card offers it too', async () => {
    const received = summaryOf(7, { status: OrderStatus.Received, shop: { id: 1, name: 'Harbour Goods', logo: '' } });
    const completed = summaryOf(6, { status: OrderStatus.Completed, shop: { id: 2, name: 'Nordic Home', logo: '' } });
    server = fakeHttp({ [`GET ${OrderApi.list}`]: ok(pageOf([received, completed], 1, 2)) });
    renderScreen(<MyPurchasesScreen />, '/myPurchases', '/myPurchases/:status?');
    const first = await screen.findByRole('article', { name: /Harbour Goods/ });
    expect(within(first).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/comment?order_id=7');
    const second = screen.getByRole('article', { name: /Nordic Home/ });
    expect(within(second).queryByRole('link', { name: 'Review' })).not.toBeInTheDocument();
  });
});
