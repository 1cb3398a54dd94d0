import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AddressApi, IDEMPOTENCY_HEADER, OrderApi, type CheckoutBody } from '@tradewind/contract';
import { fail, fakeHttp, ok, type FakeReply, type FakeRequest } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { address, previewOf, withPromo } from './checkout.test-data';
import CheckoutScreen from './checkout-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const PREVIEW = `POST ${OrderApi.preview}`;
const CREATE = `POST ${OrderApi.create}`;
const PAY = `POST ${OrderApi.pay}`;
const ADDRESSES = `GET ${AddressApi.list}`;
const CREATED = ok({
  orders: [
    { id: 31, sn: 'TW1', total_cents: 10998 },
    { id: 32, sn: 'TW2', total_cents: 2950 },
  ],
  total_cents: 13948,
});
let server: ReturnType<typeof fakeHttp>;

/** The preview answers by its body: SPRING takes $10.00 off, FROM200 needs more, any other code is unknown. */
function pricing({ body }: FakeRequest): FakeReply {
  const { promo_code } = body as CheckoutBody;
  if (!promo_code) return ok(previewOf());
  if (promo_code === 'SPRING') return ok(withPromo());
  if (promo_code === 'FROM200') return fail(400, 'This promo code is for orders from $200.00', 'PROMO_MIN_ORDER');
  return fail(400, 'There is no such promo code: check its spelling', 'PROMO_UNKNOWN');
}

function serve(routes: Parameters<typeof fakeHttp>[0] = {}) {
  server = fakeHttp({
    [PREVIEW]: pricing,
    [CREATE]: CREATED,
    [PAY]: ok({ paid: [31, 32], balance_cents: 0 }),
    ...routes,
  });
}
const open = (url = '/checkout') => renderScreen(<CheckoutScreen />, url);
const placeOrder = (user: ReturnType<typeof open>['user']) =>
  user.click(screen.getByRole('button', { name: 'Place order' }));

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => {
  vi.clearAllMocks();
  resetSession({ has_pay_password: true, balance_cents: 50000 });
});
afterEach(() => server.restore());

describe('checkout (/checkout)', () => {
  it('shows the balance beside the total before anything is ordered, and nothing more when it covers it', async () => {
    serve();
    open('/checkout?sku_id=5&quantity=2');
    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(balance).toHaveTextContent('$500.00');
    expect(within(balance).queryByRole('link', { name: 'Top up' })).not.toBeInTheDocument();
  });

  it('says by how much the balance is short, with Top up that comes back to this same checkout', async () => {
    resetSession({ has_pay_password: true, balance_cents: 2500 });
    serve();
    open('/checkout?sku_id=5&quantity=2&promo_code=SPRING');
    const balance = await screen.findByRole('region', { name: 'Your balance' });
    // $139.48 to pay (with SPRING's $10.00 off), $25.00 in the balance.
    expect(within(balance).getByText('You are $114.48 short for this order.')).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: 'Top up' })).toHaveAttribute(
      'href',
      `/topUp?back=${encodeURIComponent('/checkout?sku_id=5&quantity=2&promo_code=SPRING')}`,
    );
    expect(server.calls(CREATE)).toHaveLength(0);
  });

  it('shows the address, each shop with its freight, delivery window and subtotal, and the totals', async () => {
    serve();
    open();
    const shoes = await screen.findByRole('region', { name: 'Harbour Outfitters' });
    expect(server.calls(PREVIEW)[0].body).toEqual({});
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/address?select=1&address_id=1',
    );
    expect(within(shoes).getByText('Trail running shoes')).toBeInTheDocument();
    expect(within(shoes).getByText('Blue · 42')).toBeInTheDocument();
    expect(within(shoes).getByText('× 2')).toBeInTheDocument();
    expect(within(shoes).getByText('Shipping').nextElementSibling).toHaveTextContent('Free shipping');
    expect(within(shoes).getByText('Subtotal').nextElementSibling).toHaveTextContent('$119.98');
    const kettle = screen.getByRole('region', { name: 'Kettle & Co' });
    expect(within(kettle).getByText('Shipping').nextElementSibling).toHaveTextContent('$5.00');
    // Each shop's order travels on its own, so each says when it would arrive.
    expect(within(shoes).getByText('Estimated delivery').nextElementSibling).toHaveTextContent('Dec 2 – 9');
    expect(within(kettle).getByText('Estimated delivery').nextElementSibling).toHaveTextContent('Dec 5 – 16');
    const totals = screen.getByRole('region', { name: 'Order summary' });
    expect(within(totals).getByText('Goods').nextElementSibling).toHaveTextContent('$144.48');
    expect(within(totals).getByText('Shipping').nextElementSibling).toHaveTextContent('$5.00');
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent('$149.48');
  });

  it('to a country a shop does not ship to, says so in its place of a window, and shows the refusal', async () => {
    const brazil = previewOf({ address: { ...address, country: 'BR', area: 'Brasil, São Paulo' } });
    brazil.groups[0]!.delivery_window = null;
    const refusal = 'Harbour Outfitters does not ship to Brazil: choose another address, or remove its items';
    serve({ [PREVIEW]: ok(brazil), [CREATE]: fail(400, refusal, 'NOT_SHIPPED_TO') });
    const { user } = open();
    const shoes = await screen.findByRole('region', { name: 'Harbour Outfitters' });
    expect(within(shoes).getByText('Estimated delivery').nextElementSibling).toHaveTextContent(
      'Does not ship to Brazil',
    );
    const kettle = screen.getByRole('region', { name: 'Kettle & Co' });
    expect(within(kettle).getByText('Estimated delivery').nextElementSibling).toHaveTextContent('Dec 5 – 16');
    await placeOrder(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
  });

  it('without an address, asks for one and creates nothing; a buyer with none saved is offered none to choose', async () => {
    serve({
      [PREVIEW]: ok(previewOf({ address: null })),
      [ADDRESSES]: ok({ list: [], total: 0, page: 1, limit: 1 }),
    });
    const { user } = open('/checkout?sku_id=5&quantity=2');
    const add = await screen.findByRole('link', { name: 'Add a shipping address' });
    expect(add).toHaveAttribute('href', '/addressForm?from=checkout&sku_id=5&quantity=2');
    await waitFor(() => expect(server.calls(ADDRESSES)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Choose a saved address' })).not.toBeInTheDocument();
    await placeOrder(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('A shipping address must be chosen before ordering');
    expect(server.calls(CREATE)).toHaveLength(0);
  });

  it('without an address chosen, offers the saved ones to a buyer who has some', async () => {
    serve({
      [PREVIEW]: ok(previewOf({ address: null })),
      [ADDRESSES]: ok({ list: [{ ...address, is_default: false }], total: 2, page: 1, limit: 1 }),
    });
    open('/checkout?sku_id=5&quantity=2');
    expect(await screen.findByRole('link', { name: 'Choose a saved address' })).toHaveAttribute(
      'href',
      '/address?select=1&sku_id=5&quantity=2',
    );
  });

  it('prices the address chosen on the address screen', async () => {
    serve();
    open('/checkout?address_id=2');
    await screen.findByRole('region', { name: 'Harbour Outfitters' });
    expect(server.calls(PREVIEW)[0].body).toEqual({ address_id: 2 });
  });

  it('applies a promo code: the discount is shown and ordered', async () => {
    serve();
    const { user } = open();
    await screen.findByRole('region', { name: 'Harbour Outfitters' });
    await user.type(screen.getByLabelText('Promo code'), 'spring');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('You save $10.00')).toBeInTheDocument();
    expect(server.calls(PREVIEW).at(-1)!.body).toEqual({ promo_code: 'SPRING' });
    const totals = screen.getByRole('region', { name: 'Order summary' });
    expect(within(totals).getByText('Discount').nextElementSibling).toHaveTextContent('−$10.00');
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent('$139.48');

    await placeOrder(user);
    await screen.findByRole('dialog', { name: 'Pay' });
    expect(server.calls(CREATE)[0].body).toEqual({ address_id: 1, promo_code: 'SPRING' });
  });

  it('shows why a promo code is refused (its minimum, or that it does not exist), and a code can be removed', async () => {
    serve();
    const { user } = open();
    await screen.findByRole('region', { name: 'Harbour Outfitters' });
    await user.type(screen.getByLabelText('Promo code'), 'FROM200');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code is for orders from $200.00');
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(
      'This promo code is for orders from $200.00',
    );
    const totals = screen.getByRole('region', { name: 'Order summary' });
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent('$149.48');
    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), 'NOPE1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such promo code: check its spelling');

    await user.clear(screen.getByLabelText('Promo code'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Promo code'), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent('$149.48'));
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it('places the order once with an idempotency key, then pays it in the sheet', async () => {
    serve();
    const { user, location } = open();
    await screen.findByRole('region', { name: 'Harbour Outfitters' });
    await placeOrder(user);

    const sheet = await screen.findByRole('dialog', { name: 'Pay' });
    expect(server.calls(CREATE)).toHaveLength(1);
    const [created] = server.calls(CREATE);
    expect(created.body).toEqual({ address_id: 1 });
    expect(created.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(within(sheet).getByText('$139.48')).toBeInTheDocument();

    await user.type(within(sheet).getByLabelText('Payment code'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(location()).toBe('/myPurchases/1'));
    expect(server.calls(PAY)[0].body).toEqual({ order_ids: [31, 32], pay_password: '123456' });
    expect(toast.success).toHaveBeenCalledWith('Payment successful');
  });

  it('closing the sheet leaves the orders waiting for payment', async () => {
    serve();
    const { user, location } = open();
    await screen.findByRole('region', { name: 'Harbour Outfitters' });
    await placeOrder(user);
    await screen.findByRole('dialog', { name: 'Pay' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/myPurchases/0'));
    expect(toast.info).toHaveBeenCalledWith(
      'Your order is waiting for payment. Pay within 30 minutes or it will be cancelled.',
    );
    expect(server.calls(PAY)).toHaveLength(0);
  });

  it('"Buy now" sends its SKU and quantity as items', async () => {
    serve();
    const { user } = open('/checkout?sku_id=5&quantity=2');
    await screen.findByRole('region', { name: 'Harbour Outfitters' });
    expect(server.calls(PREVIEW)[0].body).toEqual({ items: [{ sku_id: 5, quantity: 2 }] });
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/address?select=1&sku_id=5&quantity=2&address_id=1',
    );
    await placeOrder(user);
    await screen.findByRole('dialog', { name: 'Pay' });
    expect(server.calls(CREATE)[0].body).toEqual({ items: [{ sku_id: 5, quantity: 2 }], address_id: 1 });
  });

  it('with nothing selected, leads back to the bag', async () => {
    serve({ [PREVIEW]: fail(400, 'Please select at least one item', 'NOTHING_SELECTED') });
    open();
    expect(await screen.findByRole('heading', { name: 'Nothing to check out' })).toBeInTheDocument();
    expect(screen.getByText('Please select at least one item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to bag' })).toHaveAttribute('href', '/bag');
  });

  it('shows the server’s message when an item is out of stock', async () => {
    serve({ [PREVIEW]: fail(409, 'Not enough stock: Enamel kettle has 0 left', 'OUT_OF_STOCK') });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough stock: Enamel kettle has 0 left');
  });

  it('when stock runs out while ordering, says so and prices the checkout again', async () => {
    serve({ [CREATE]: fail(409, 'Not enough stock: Enamel kettle has 0 left', 'OUT_OF_STOCK') });
    const { user } = open();
    await screen.findByRole('region', { name: 'Harbour Outfitters' });
    await placeOrder(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not enough stock: Enamel kettle has 0 left'));
    await waitFor(() => expect(server.calls(PREVIEW)).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it.each([
    ['UNPAID_ORDERS_LIMIT', 'You have 10 unpaid orders: pay or cancel one before placing another'],
    ['SKU_HOLD_LIMIT', 'Your unpaid orders may hold at most 20 of Enamel kettle: pay for them first'],
  ])('when the server refuses %s, shows its words and opens no payment (docs/product.md §9)', async (key, message) => {
    serve({ [CREATE]: fail(409, message, key) });
    const { user } = open();
    await screen.findByRole('region', { name: 'Harbour Outfitters' });
    await placeOrder(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.queryByRole('dialog', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
