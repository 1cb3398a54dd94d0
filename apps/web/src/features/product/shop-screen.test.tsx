import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { fail, fakeHttp, ok, type FakeReply } from '@/test/fake-http';
import { pageOf, productOf } from '@/test/catalogue.test-data';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import { shopInfoOf } from './product.test-data';
import ShopScreen from './shop-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const open = (url = '/shop/3') => renderScreen(<ShopScreen />, url, '/shop/:id?');

const SHOP = `GET ${CatalogueApi.shopInfo}`;
const LIST = `GET ${CatalogueApi.list}`;
const FOLLOW = `POST ${CatalogueApi.follow}`;
const UNFOLLOW = `POST ${CatalogueApi.unfollow}`;
let server: ReturnType<typeof fakeHttp>;
let shopReply: FakeReply;
let fans: number;
/** From now on the server answers this shop; following adds one to its fans, unfollowing takes it back. */
const answer = (shop = shopInfoOf(3)) => {
  shopReply = ok(shop);
  fans = shop.fans;
};
const bodies = (key: string) => server.calls(key).map((request) => request.body);

describe('shop screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    answer();
    server = fakeHttp({
      [SHOP]: () => shopReply,
      [LIST]: ok(pageOf([productOf(1), productOf(2, { title: 'Sea glass vase' })], 1, 2)),
      [FOLLOW]: () => ok({ followed: true, fans: fans + 1 }),
      [UNFOLLOW]: () => ok({ followed: false, fans }),
    });
  });
  afterEach(() => server.restore());

  it('shows the shop, its figures and its products, with a way to all of them', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Harbour Goods' })).toBeInTheDocument();
    expect(screen.getByText('Hand-picked homeware from the coast.')).toBeInTheDocument();
    expect(screen.getByTestId('shop-fans')).toHaveTextContent('1.2K');
    expect(screen.getByText('98.6%')).toBeInTheDocument();
    expect(screen.getByText('Total sales')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sea glass vase' })).toHaveAttribute('href', '/detail/2');
    // A visitor's way to them is open to all (app/visitor-browse-paths.test.ts), not the login wall.
    expect(screen.getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/explore/products?shop_id=3');
    expect(server.calls(SHOP).map((request) => request.url)).toContain(`${CatalogueApi.shopInfo}?id=3`);
    expect(server.calls(LIST).map((request) => request.url)).toContain(
      `${CatalogueApi.list}?shop_id=3&sort=sales&page=1&limit=10`,
    );
  });

  it('leads a signed-in buyer to their own list of the shop’s products', async () => {
    resetSession({});
    open();
    expect(await screen.findByRole('link', { name: /See all/ })).toHaveAttribute('href', '/products?shop_id=3');
  });

  it('shows no favourable rate for a shop nobody has reviewed, only that it has no ratings yet', async () => {
    answer(shopInfoOf(3, { favourable_rate: null }));
    open();
    expect(await screen.findByRole('heading', { name: 'Harbour Goods' })).toBeInTheDocument();
    expect(screen.getByText('Favourable rate').nextElementSibling).toHaveTextContent('No ratings yet');
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('follows and unfollows, with the fan count from the answer', async () => {
    resetSession({});
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(bodies(FOLLOW)).toEqual([{ shop_id: 3 }]);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(screen.getByTestId('shop-fans')).toHaveTextContent('1.2K');
    expect(toast.success).toHaveBeenLastCalledWith('You follow this shop');
    await user.click(following);
    expect(bodies(UNFOLLOW)).toEqual([{ shop_id: 3 }]);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenLastCalledWith('You no longer follow this shop');
  });

  it('shows the exact fan count once it changes', async () => {
    resetSession({});
    answer(shopInfoOf(3, { fans: 41 }));
    const { user } = open();
    expect(await screen.findByTestId('shop-fans')).toHaveTextContent('41');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByTestId('shop-fans')).toHaveTextContent('42'));
  });

  it('asks a visitor to log in before following, and comes back to the shop', async () => {
    const { user, location } = open();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(toast.info).toHaveBeenCalledWith('Please login first');
    expect(location()).toBe('/login?redirect=/shop/3');
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says kindly when the shop does not exist', async () => {
    shopReply = fail(404, 'Shop not found', 'NOT_FOUND');
    open('/shop/404');
    expect(await screen.findByRole('heading', { name: 'This shop is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    // Silent: the page says it, no toast on top.
    expect(toast.error).not.toHaveBeenCalled();
  });
});
