import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AfterSaleApi, NO_PROTECTION, OrderApi, OrderStatus } from '@tradewind/contract';
import { fail, fakeHttp, networkError, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { toast } from '@/test/toast.mock';
import { instantUpload, orderOf, png, refundOf, resetUploads, storedUrl } from './refund.test-data';
import RefundScreen from './refund-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));
vi.mock('@/api/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/upload')>()),
  uploadImage: (...args: Parameters<typeof instantUpload>) => instantUpload(...args),
}));

const DETAIL = `GET ${OrderApi.detail}`;
const OPEN_RETURNS = { ...NO_PROTECTION, returns_until: new Date(Date.now() + 5 * 86_400_000).toISOString() };
const REFUND = `GET ${AfterSaleApi.detail}`;
const APPLY = `POST ${AfterSaleApi.apply}`;
const PATTERN = '/refund/:id?/:sn?/:product_ids?/:amount?';
let server: ReturnType<typeof fakeHttp>;

function serve(
  order = orderOf(8),
  apply: Parameters<typeof fakeHttp>[0][string] = ok(refundOf(8), 'Refund request submitted'),
) {
  server = fakeHttp({ [DETAIL]: ok(order), [REFUND]: ok(null), [APPLY]: apply });
}
const open = (url = '/refund/8/T25030100008/101,102/86.00') => renderScreen(<RefundScreen />, url, PATTERN);
const submit = () => screen.getByRole('button', { name: 'Submit request' });
const amount = () => screen.getByLabelText('Refund amount (USD)');
const product = (name: RegExp) => screen.getByRole('checkbox', { name });
const proofPicker = () => screen.getByLabelText('Upload proof', { selector: 'input' });
type User = ReturnType<typeof open>['user'];

/** Everything right: the reason, the explanation and two pictures (the amount comes from the route). */
async function fillIn(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Damaged' }));
  await user.type(screen.getByLabelText('Explanation'), 'The box was crushed');
  await user.upload(proofPicker(), [png('a.png'), png('b.png')]);
  await waitFor(() => expect(screen.getAllByText('Upload complete')).toHaveLength(2));
}

beforeEach(() => {
  vi.clearAllMocks();
  resetUploads();
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
  serve();
});
afterEach(() => {
  server.restore();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

describe('refund request (/refund/:id?/:sn?/:product_ids?/:amount?)', () => {
  it('fills in the order, its products and the amount from the route', async () => {
    open('/refund/8/T25030100008/102/30.00');
    expect(screen.getByText('Order No. T25030100008')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Canvas tote/ })).toBeChecked();
    expect(product(/Linen shirt 1/)).not.toBeChecked();
    expect(amount()).toHaveValue('30.00');
    expect(screen.getByText('Up to $30.00')).toBeInTheDocument();
    expect(screen.getByText('Harbour Goods')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Refund without return' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Not received' })).toBeChecked();
    expect(server.calls(DETAIL).map((request) => request.url)).toEqual([`${OrderApi.detail}?id=8`]);
    expect(server.calls(REFUND).map((request) => request.url)).toEqual([`${AfterSaleApi.detail}?order_id=8`]);
  });

  it('without products in the route, all are chosen and the hint is the order total', async () => {
    const { user } = open('/refund/8');
    expect(await screen.findByRole('checkbox', { name: /Canvas tote/ })).toBeChecked();
    expect(product(/Linen shirt 1/)).toBeChecked();
    expect(amount()).toHaveValue('');
    expect(screen.getByText('Up to $86.00')).toBeInTheDocument();
    await user.click(product(/Linen shirt 1/));
    expect(screen.getByText('Up to $30.00')).toBeInTheDocument();
  });

  it('offers every reason, and a received order starts as received', async () => {
    serve(orderOf(8, { status: OrderStatus.Received, protection: OPEN_RETURNS }));
    open();
    const reasons = within(await screen.findByRole('group', { name: 'Reason' })).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Not as described',
      'Damaged',
      'Wrong item',
      'Missing parts',
      'Never arrived',
      'No longer needed',
      'Other',
    ]);
    expect(screen.getByRole('radio', { name: 'Received' })).toBeChecked();
  });

  it('says what is missing and sends nothing', async () => {
    const { user } = open('/refund/8');
    await user.click(await screen.findByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Please enter the refund amount')).toBeInTheDocument();
    expect(screen.getByText('Please choose a reason')).toBeInTheDocument();
    expect(screen.getByText('Please explain what happened')).toBeInTheDocument();
    expect(screen.getByText('Please upload proof')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Explanation'), '   ');
    await user.click(product(/Linen shirt 1/));
    await user.click(product(/Canvas tote/));
    await user.click(submit());
    expect(await screen.findByText('Choose at least one product')).toBeInTheDocument();
    expect(screen.getByText('Please explain what happened')).toBeInTheDocument();
    expect(server.calls(APPLY)).toHaveLength(0);
  });

  it.each([
    ['0', 'The amount must be greater than 0'],
    ['-5', 'The amount must be greater than 0'],
    ['12.345', 'Please enter a correct amount, e.g. 25 or 25.50'],
    ['86.01', 'The amount cannot be more than what was paid for these products'],
  ])('refuses the amount %s', async (typed, message) => {
    const { user } = open('/refund/8');
    await fillIn(user);
    await user.type(amount(), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.calls(APPLY)).toHaveLength(0);
  });

  it('sends exactly the request with an idempotency key, then opens the order', async () => {
    const { user, location } = open('/refund/8/T25030100008/101,102');
    await user.click(await screen.findByRole('checkbox', { name: /Linen shirt 1/ }));
    await user.click(screen.getByRole('radio', { name: 'Refund with return' }));
    await user.click(screen.getByRole('radio', { name: 'Received' }));
    await user.type(amount(), '30.00');
    await user.click(screen.getByRole('radio', { name: 'Damaged' }));
    await user.type(screen.getByLabelText('Explanation'), '  The strap is torn  ');
    expect(screen.getByText('21/500')).toBeInTheDocument();
    await user.upload(proofPicker(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByText('Upload complete')).toHaveLength(2));
    await user.click(submit());

    await waitFor(() => expect(location()).toBe('/orderInfo/8'));
    const [request] = server.calls(APPLY);
    expect(request.body).toEqual({
      order_id: 8,
      type: 'return_refund',
      goods_status: 'received',
      product_ids: [102],
      amount: '30.00',
      reason: 'damaged',
      explanation: 'The strap is torn',
      proofs: [storedUrl(1), storedUrl(2)],
    });
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(toast.success).toHaveBeenCalledWith('Refund request submitted');
  });

  it('an order not yet shipped: no return, no "Received", no photo asked for; a refund only', async () => {
    serve(orderOf(8, { status: OrderStatus.WaitingDelivery, shipped_at: null, carrier: null, tracking_no: null }));
    const { user, location } = open();
    await user.click(await screen.findByRole('radio', { name: 'Never arrived' }));
    expect(screen.getByText(/has not shipped yet/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Refund with return' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Received' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload proof', { selector: 'input' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Explanation'), 'I no longer need it');
    await user.click(submit());

    await waitFor(() => expect(location()).toBe('/orderInfo/8'));
    expect(server.calls(APPLY)[0]!.body).toMatchObject({
      type: 'refund_only',
      goods_status: 'not_received',
      reason: 'not_received',
      proofs: [],
    });
  });

  it('sends the same key again after a lost answer, so one request is made once', async () => {
    serve(orderOf(8), [networkError(), ok(refundOf(8))] as never);
    const { user, location } = open();
    await screen.findByRole('checkbox', { name: /Canvas tote/ });
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/orderInfo/8'));
    const [first, second] = server.calls(APPLY);
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  });

  it('shows "Uploading…" while a picture is on its way, and waits for it', async () => {
    let finish: (value: { url: string; width: number; height: number }) => void = () => {};
    instantUpload.mockImplementationOnce(async (_file, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const { user } = open();
    await screen.findByRole('checkbox', { name: /Canvas tote/ });
    await user.upload(proofPicker(), png());
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    finish({ url: storedUrl(9), width: 1, height: 1 });
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('a second request is refused with the message of docs/product.md §8 and the way to the order', async () => {
    serve(orderOf(8), fail(409, 'You have already submitted a refund request', 'REFUND_EXISTS'));
    const { user } = open();
    await screen.findByRole('checkbox', { name: /Canvas tote/ });
    await fillIn(user);
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { name: 'You have already submitted a refund request' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/orderInfo/8');
    expect(screen.queryByRole('button', { name: 'Submit request' })).not.toBeInTheDocument();
  });

  it('says so at once when the order already has a request', async () => {
    server.restore();
    server = fakeHttp({ [DETAIL]: ok(orderOf(8)), [REFUND]: ok(refundOf(8, { status: 3 })) });
    open();
    expect(
      await screen.findByRole('heading', { name: 'You have already submitted a refund request' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit request' })).not.toBeInTheDocument();
  });

  it('shows the server’s message under the amount', async () => {
    const message = 'The amount cannot be more than what was paid for these products';
    serve(orderOf(8), fail(400, message, 'VALIDATION', 0, { amount: message }));
    const { user } = open('/refund/8/T25030100008/101/49.00');
    await screen.findByRole('checkbox', { name: /Canvas tote/ });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('a completed (reviewed) order is refundable while its return window is open (decision 045)', async () => {
    serve(orderOf(8, { status: OrderStatus.Completed, protection: OPEN_RETURNS }));
    open();
    expect(await screen.findByRole('button', { name: 'Submit request' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Received' })).toBeChecked();
  });

  // Completed: no return window open (none kept, or ended).
  it.each([OrderStatus.WaitingPayment, OrderStatus.Completed, OrderStatus.Cancelled])(
    'an order in state %s cannot be refunded, and says so',
    async (status) => {
      serve(orderOf(8, { status }));
      open();
      expect(await screen.findByRole('heading', { name: 'This order cannot be refunded' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/orderInfo/8');
      expect(screen.queryByRole('button', { name: 'Submit request' })).not.toBeInTheDocument();
    },
  );

  it('an unknown order, or none, is not found', async () => {
    server.restore();
    server = fakeHttp({ [DETAIL]: fail(404, 'Not found', 'NOT_FOUND') });
    open('/refund/404');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/myPurchases');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('without an order id, nothing is asked', () => {
    open('/refund');
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
