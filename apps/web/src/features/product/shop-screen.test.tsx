import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { ApiError } from '@/api/api-error';
import { http } from '@/test/http.mock';
import { pageOf, productOf } from '@/test/catalogue-fixtures';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import { shopInfoOf } from './product-fixtures';
import ShopScreen from './shop-screen';

vi.mock('@/api/http', () => import('@/test/http.mock'));
vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const open = (url = '/shop/3') => renderScreen(<ShopScreen />, url, '/shop/:id?');

function answer(shop = shopInfoOf(3)) {
  http.get.mockImplementation(async (url) => {
    if (url === CatalogueApi.shopInfo) return shop;
    if (url === CatalogueApi.list) return pageOf([productOf(1), productOf(2, { title: 'Sea glass vase' })], 1, 2);
    throw new Error(`unexpected ${url}`);
  });
}

describe('shop screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    answer();
  });

  it('shows the shop, its figures and its products, with a way to all of them', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Harbour Goods' })).toBeInTheDocument();
    expect(screen.getByText('Hand-picked homeware from the coast.')).toBeInTheDocument();
    expect(screen.getByTestId('shop-fans')).toHaveTextContent('1.2K');
    expect(screen.getByText('98.6%')).toBeInTheDocument();
    expect(screen.getByText('Total sales')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sea glass vase' })).toHaveAttribute('href', '/detail/2');
    expect(screen.getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/products?shop_id=3');
    expect(http.get).toHaveBeenCalledWith(CatalogueApi.shopInfo, { params: { id: 3 }, silent: true });
    expect(http.get).toHaveBeenCalledWith(CatalogueApi.list, {
      params: { shop_id: 3, sort: 'sales', page: 1, limit: 10 },
    });
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
    http.post
      .mockResolvedValueOnce({ followed: true, fans: 1201 })
      .mockResolvedValueOnce({ followed: false, fans: 1200 });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(http.post).toHaveBeenCalledWith(CatalogueApi.follow, { shop_id: 3 });
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(screen.getByTestId('shop-fans')).toHaveTextContent('1.2K');
    expect(toast.success).toHaveBeenLastCalledWith('You follow this shop');
    await user.click(following);
    expect(http.post).toHaveBeenLastCalledWith(CatalogueApi.unfollow, { shop_id: 3 });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenLastCalledWith('You no longer follow this shop');
  });

  it('shows the exact fan count once it changes', async () => {
    resetSession({});
    answer(shopInfoOf(3, { fans: 41 }));
    http.post.mockResolvedValueOnce({ followed: true, fans: 42 });
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
    expect(http.post).not.toHaveBeenCalled();
  });

  it('says kindly when the shop does not exist', async () => {
    http.get.mockRejectedValue(new ApiError('Shop not found', { code: 0, status: 404 }));
    open('/shop/404');
    expect(await screen.findByRole('heading', { name: 'This shop is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });
});
