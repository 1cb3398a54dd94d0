import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { CartApi, CatalogueApi } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { pageOf, productOf } from '@/test/catalogue.test-data';
import { bagOf, cable, HARBOUR, lamp, phone, phoneCase, sampleBag, VOLT, withSaved } from './bag.test-data';
import BagScreen from './bag-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const LIST = `GET ${CartApi.list}`;
const UPDATE = `POST ${CartApi.update}`;
const SELECT = `POST ${CartApi.select}`;
const REMOVE = `POST ${CartApi.remove}`;
const SAVE = `POST ${CartApi.saveForLater}`;
const MOVE = `POST ${CartApi.moveToBag}`;
let server: ReturnType<typeof fakeHttp>;

async function open(routes: Parameters<typeof fakeHttp>[0] = {}) {
  server = fakeHttp({ [LIST]: ok(sampleBag()), ...routes });
  const view = renderScreen(<BagScreen />, '/bag');
  await screen.findByRole('heading', { name: 'Volt Electronics' });
  return view;
}

const shopCard = (name: string) => screen.getByRole('region', { name });
const itemOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const quantityOf = (title: string) => within(itemOf(title)).getByRole('spinbutton', { name: `Quantity of ${title}` });
const bar = () => screen.getByRole('region', { name: 'Checkout summary' });

beforeEach(() => {
  vi.clearAllMocks();
  resetSession({});
});
afterEach(() => {
  server?.restore();
  Dialog.clear();
});

describe('bag screen (/bag)', () => {
  it('groups the items by shop, with specs, prices, subtotals and the total of the ticked ones', async () => {
    await open();
    const volt = shopCard('Volt Electronics');
    const items = within(volt).getByRole('list', { name: 'Items from Volt Electronics' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(itemOf('Aurora Phone')).getByText('Black · 256 GB')).toBeInTheDocument();
    expect(within(itemOf('Aurora Phone')).getByText('$499.00')).toBeInTheDocument();
    expect(quantityOf('Aurora Phone')).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Select Aurora Phone' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Clear Case' })).not.toBeChecked();
    expect(screen.getByTestId(`bag-subtotal-${VOLT.id}`)).toHaveTextContent('$998.00');
    expect(screen.getByTestId(`bag-subtotal-${HARBOUR.id}`)).toHaveTextContent('$9.00');
    expect(within(bar()).getByText(/Total:/)).toHaveTextContent('Total: $1,007.00');
    expect(within(bar()).getByRole('button', { name: 'Checkout (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volt Electronics' })).toHaveAttribute('href', `/shop/${VOLT.id}`);
    expect(screen.getByRole('link', { name: 'Aurora Phone' })).toHaveAttribute('href', `/detail/${phone.product_id}`);
  });

  it('shows no "Subtotal $0.00" under a shop with nothing ticked', async () => {
    await open({ [LIST]: ok(bagOf([VOLT, [phone, phoneCase]], [HARBOUR, [{ ...cable, selected: false }, lamp]])) });
    expect(within(shopCard('Volt Electronics')).getByText('Subtotal')).toBeInTheDocument();
    expect(within(shopCard('Harbour Goods')).queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('greys an unavailable item: marked, not selectable, no stepper, still removable', async () => {
    await open();
    const row = itemOf('Desk Lamp');
    expect(row).toHaveClass('bag-item--off');
    expect(within(row).getByText('Unavailable')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Select Desk Lamp' })).toBeDisabled();
    expect(within(row).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove Desk Lamp' })).toBeEnabled();
  });

  it("ticking a shop's box selects that shop's items through the server", async () => {
    const answer = sampleBag({ phoneCase: { selected: true } });
    const { user } = await open({ [SELECT]: ok(answer) });
    const shopBox = screen.getByRole('checkbox', { name: 'Select every item from Volt Electronics' });
    expect(shopBox).not.toBeChecked();
    await user.click(shopBox);
    await waitFor(() => expect(shopBox).toBeChecked());
    expect(server.calls(SELECT).map((r) => r.body)).toEqual([{ selected: true, shop_id: VOLT.id }]);
    expect(screen.getByRole('checkbox', { name: 'Select Clear Case' })).toBeChecked();
    expect(screen.getByTestId(`bag-subtotal-${VOLT.id}`)).toHaveTextContent('$1,013.00');
    expect(within(bar()).getByRole('button', { name: 'Checkout (3)' })).toBeInTheDocument();
  });

  it('ticks one item and every item with "Select all"', async () => {
    const { user } = await open({
      [UPDATE]: ok(sampleBag({ phoneCase: { selected: true } })),
      [SELECT]: ok(bagOf([VOLT, [phone, { ...phoneCase, selected: true }]], [HARBOUR, [cable, lamp]])),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select Clear Case' }));
    await waitFor(() =>
      expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ id: phoneCase.id, selected: true }]),
    );
    const all = within(bar()).getByRole('checkbox', { name: 'Select all' });
    await waitFor(() => expect(all).toBeChecked());
    await user.click(all);
    await waitFor(() => expect(server.calls(SELECT).map((r) => r.body)).toEqual([{ selected: false }]));
  });

  it('the stepper sends each change and stops at the stock', async () => {
    const { user } = await open({ [UPDATE]: ok(sampleBag({ phone: { quantity: 3 } })) });
    const row = itemOf('Aurora Phone');
    await user.click(within(row).getByRole('button', { name: 'Increase the quantity of Aurora Phone' }));
    await waitFor(() => expect(quantityOf('Aurora Phone')).toHaveValue('3'));
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ id: phone.id, quantity: 3 }]);
    expect(quantityOf('Aurora Phone')).toHaveAttribute('aria-valuemax', '3');
    expect(within(row).getByRole('button', { name: 'Increase the quantity of Aurora Phone' })).toBeDisabled();
    expect(within(bar()).getByText(/Total:/)).toHaveTextContent('$1,506.00');
  });

  it("shows the server's OUT_OF_STOCK message and keeps the old quantity", async () => {
    const message = 'Not enough stock: Aurora Phone has 2 left';
    const { user } = await open({ [UPDATE]: fail(409, message, 'OUT_OF_STOCK') });
    await user.click(
      within(itemOf('Aurora Phone')).getByRole('button', { name: 'Increase the quantity of Aurora Phone' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    await waitFor(() => expect(quantityOf('Aurora Phone')).toHaveValue('2'));
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ id: phone.id, quantity: 3 }]);
    // The bag is read again for the real stock.
    await waitFor(() => expect(server.calls(LIST).length).toBeGreaterThan(1));
  });

  it('a typed quantity is sent once, when the field is left; above the stock it says how many there are', async () => {
    const { user } = await open({ [UPDATE]: ok(sampleBag({ phoneCase: { quantity: 10 } })) });
    const field = quantityOf('Clear Case');
    await user.clear(field);
    await user.type(field, '12');
    expect(server.calls(UPDATE)).toHaveLength(0);
    await user.tab();
    await waitFor(() => expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ id: phoneCase.id, quantity: 10 }]));
    // Not cut silently: the reason is said under the field, and read with it.
    expect(within(itemOf('Clear Case')).getByRole('status')).toHaveTextContent('Only 10 available');
    expect(field).toHaveAccessibleDescription('Only 10 available');
    await user.click(within(itemOf('Clear Case')).getByRole('button', { name: 'Decrease the quantity of Clear Case' }));
    expect(within(itemOf('Clear Case')).getByRole('status')).toBeEmptyDOMElement();
  });

  it('a bag line holds at most 999, whatever the stock, and says so', async () => {
    const plenty = { ...phoneCase, stock: 5000 };
    const { user } = await open({ [LIST]: ok(bagOf([VOLT, [plenty]])), [UPDATE]: ok(bagOf([VOLT, [plenty]])) });
    const field = quantityOf('Clear Case');
    await user.clear(field);
    await user.type(field, '1000');
    await user.tab();
    await waitFor(() => expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ id: phoneCase.id, quantity: 999 }]));
    expect(field).toHaveAccessibleDescription('At most 999 per item');
  });

  it('saves a line for later, out of the bag and its total, and moves it back', async () => {
    const withoutCase = bagOf([VOLT, [phone]], [HARBOUR, [cable, lamp]]);
    const { user } = await open({
      [SAVE]: ok(withSaved(withoutCase, VOLT, [phoneCase])),
      [MOVE]: ok(sampleBag()),
    });
    await user.click(within(itemOf('Clear Case')).getByRole('button', { name: 'Save Clear Case for later' }));
    const saved = await screen.findByRole('region', { name: 'Saved for later (1)' });
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([{ ids: [phoneCase.id] }]);
    expect(toast.success).toHaveBeenCalledWith('Saved for later');
    expect(within(shopCard('Volt Electronics')).queryByRole('link', { name: 'Clear Case' })).not.toBeInTheDocument();
    // A saved line has no tick: it is never checked out from there.
    expect(within(saved).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: 'Move Clear Case to your bag' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Saved for later/ })).not.toBeInTheDocument());
    expect(server.calls(MOVE).map((r) => r.body)).toEqual([{ ids: [phoneCase.id] }]);
    expect(within(shopCard('Volt Electronics')).getByRole('link', { name: 'Clear Case' })).toBeInTheDocument();
  });

  it('removes an item after confirming, and nothing when cancelled', async () => {
    const { user } = await open({ [REMOVE]: ok(bagOf([VOLT, [phone]], [HARBOUR, [cable, lamp]])) });
    await user.click(screen.getByRole('button', { name: 'Remove Clear Case' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Clear Case will be taken out of your bag.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls(REMOVE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Clear Case' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clear Case' })).not.toBeInTheDocument());
    expect(server.calls(REMOVE).map((r) => r.body)).toEqual([{ ids: [phoneCase.id] }]);
    expect(toast.success).toHaveBeenCalledWith('Removed from your bag');
  });

  it('checkout with nothing ticked says to select an item and stays', async () => {
    const { user, location } = await open({
      [LIST]: ok(bagOf([VOLT, [{ ...phone, selected: false }, phoneCase]], [HARBOUR, [lamp]])),
    });
    expect(within(bar()).getByText(/Total:/)).toHaveTextContent('Total: $0.00');
    await user.click(within(bar()).getByRole('button', { name: 'Checkout (0)' }));
    // Just above the bar that was tapped, not over the bag's lines, where the eye is.
    expect(toast.info).toHaveBeenCalledWith('Please select at least one item', { above: bar() });
    expect(location()).toBe('/bag');
  });

  it('checkout with ticked items goes to /checkout', async () => {
    const { user, location } = await open();
    await user.click(within(bar()).getByRole('button', { name: 'Checkout (2)' }));
    expect(location()).toBe('/checkout');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('an empty bag says so and leads to explore', async () => {
    server = fakeHttp({ [LIST]: ok(bagOf()) });
    renderScreen(<BagScreen />, '/bag');
    expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/explore');
    expect(screen.queryByRole('region', { name: 'Checkout summary' })).not.toBeInTheDocument();
  });

  it('an empty bag offers what the buyer viewed lately, then best sellers, each once', async () => {
    const viewed = [productOf(41, { title: 'Trail Lantern' }), productOf(42, { title: 'Linen Shirt' })];
    const best = [productOf(42, { title: 'Linen Shirt' }), productOf(7, { title: 'Aurora Phone X' })];
    server = fakeHttp({
      [LIST]: ok(bagOf()),
      [`GET ${CatalogueApi.recentlyViewed}`]: ok(pageOf(viewed, 1, 2)),
      [`GET ${CatalogueApi.list}`]: ok(pageOf(best, 1, 2)),
    });
    renderScreen(<BagScreen />, '/bag');
    const offered = await screen.findByRole('region', { name: 'You might like' });
    const titles = within(within(offered).getByRole('list'))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Trail Lantern', 'Linen Shirt', 'Aurora Phone X']);
  });

  it('shows skeletons while loading, then offers a retry when loading fails', async () => {
    server = fakeHttp({ [LIST]: [fail(503, 'Server trouble', 'INTERNAL'), ok(sampleBag())] });
    const { user } = renderScreen(<BagScreen />, '/bag');
    expect(screen.getByRole('status', { name: 'Loading your bag' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Could not load your bag' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Volt Electronics' })).toBeInTheDocument();
  });

  it('a visitor is asked to log in and nothing is asked of the server', () => {
    resetSession();
    server = fakeHttp({});
    renderScreen(<BagScreen />, '/bag');
    expect(screen.getByRole('heading', { name: 'Log in to see your bag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/bag');
    expect(server.requests).toHaveLength(0);
  });
});
