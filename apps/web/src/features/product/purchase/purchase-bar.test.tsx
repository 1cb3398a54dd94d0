import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CartApi, CatalogueApi } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { productDetailOf, SKUS } from '../product.test-data';
import ProductDetailScreen from '../product-detail-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const ADD = `POST ${CartApi.add}`;
const EMPTY_BAG = { shops: [], selected_count: 0, selected_cents: 0 };
let server: ReturnType<typeof fakeHttp>;

let bagCount = 0;

async function open(product = productDetailOf(7), add = ok(EMPTY_BAG)) {
  server = fakeHttp({
    [`GET ${CatalogueApi.detail}`]: ok(product),
    [ADD]: add,
    [`GET ${CartApi.count}`]: () => ok({ count: bagCount }),
  });
  const view = renderScreen(<ProductDetailScreen />, '/detail/7', '/detail/:product?/:mer?');
  await screen.findByRole('heading', { name: 'Linen T-shirt' });
  return view;
}

const purchaseBar = () => screen.getByRole('region', { name: 'Buy this product' });
const button = (name: string) => within(purchaseBar()).getByRole('button', { name });
const chip = (spec: string, value: string) =>
  within(screen.getByRole('group', { name: spec })).getByRole('button', { name: value });

beforeEach(() => {
  vi.clearAllMocks();
  resetSession({});
  bagCount = 0;
});
afterEach(() => server.restore());

describe('the purchase bar of /detail', () => {
  it('adds the chosen SKU and quantity to the bag, and refreshes the bag and its count', async () => {
    const { user, queryClient } = await open();
    queryClient.setQueryData(['bag', 'list'], EMPTY_BAG);
    await user.click(chip('Colour', 'Blue'));
    await user.click(chip('Size', 'M'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(button('Add to bag'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to your bag', expect.anything()));
    expect(server.calls(ADD).map((r) => r.body)).toEqual([{ sku_id: 15, quantity: 2 }]);
    expect(queryClient.getQueryState(['bag', 'list'])?.isInvalidated).toBe(true);
    // The count on this page is asked again at once.
    await waitFor(() => expect(server.calls(`GET ${CartApi.count}`)).toHaveLength(2));
  });

  it('offers "View bag" with the toast, and a way to the bag that says how many lines it holds', async () => {
    bagCount = 1;
    const { user, location } = await open();
    const bag = await within(purchaseBar()).findByRole('link', { name: 'Bag, 1 item' });
    expect(bag).toHaveAttribute('href', '/bag');
    bagCount = 2;
    await user.click(button('Add to bag'));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [message, options] = toast.success.mock.calls[0]!;
    expect(message).toBe('Added to your bag');
    expect(options.action.label).toBe('View bag');
    // Its count follows the bag once the line is added.
    expect(await within(purchaseBar()).findByRole('link', { name: 'Bag, 2 items' })).toBeInTheDocument();
    act(() => options.action.onPress());
    await waitFor(() => expect(location()).toBe('/bag'));
  });

  it('shows a visitor the way to the bag without a count', async () => {
    resetSession();
    await open();
    expect(within(purchaseBar()).getByRole('link', { name: 'Bag' })).toHaveAttribute('href', '/bag');
    expect(server.calls(`GET ${CartApi.count}`)).toHaveLength(0);
  });

  it("shows the server's refusal and says nothing about the bag", async () => {
    const message = 'Not enough stock: Linen T-shirt has 1 left';
    const { user } = await open(productDetailOf(7), fail(409, message, 'OUT_OF_STOCK'));
    await user.click(button('Add to bag'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('"Buy now" goes to checkout with the chosen SKU and quantity, leaving the bag alone', async () => {
    const { user, location } = await open();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(button('Buy now'));
    expect(location()).toBe('/checkout?sku_id=11&quantity=3');
    expect(server.calls(ADD)).toHaveLength(0);
  });

  it('asks a visitor to log in first and comes back here afterwards', async () => {
    resetSession();
    const { user, location } = await open();
    await user.click(button('Add to bag'));
    expect(toast.info).toHaveBeenCalledWith('Please login first');
    expect(location()).toBe('/login?redirect=/detail/7');
    expect(server.calls(ADD)).toHaveLength(0);
  });

  it('asks for a spec still to choose and takes the buyer to it', async () => {
    const { user, location } = await open();
    await user.click(chip('Size', 'S')); // unchosen again
    await user.click(button('Buy now'));
    expect(toast.info).toHaveBeenCalledWith('Please choose: Size');
    expect(location()).toBe('/detail/7');
    expect(chip('Size', 'S')).toHaveFocus();
    await user.click(button('Add to bag'));
    expect(toast.info).toHaveBeenCalledTimes(2);
    expect(server.calls(ADD)).toHaveLength(0);
  });

  it('offers nothing to buy when every SKU is sold out', async () => {
    await open(productDetailOf(7, { stock: 0, skus: SKUS.map((s) => ({ ...s, stock: 0 })) }));
    expect(within(purchaseBar()).getByText('Out of stock')).toBeInTheDocument();
    expect(button('Add to bag')).toBeDisabled();
    expect(button('Buy now')).toBeDisabled();
  });
});
