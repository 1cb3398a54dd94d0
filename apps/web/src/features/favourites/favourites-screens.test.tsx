import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { http } from '@/test/http.mock';
import { pageOf, productOf, shopOf } from '@/test/catalogue-fixtures';
import { renderScreen } from '@/test/render-screen';
import HeartScreen from './heart-screen';
import MyFavouriteScreen from './my-favourite-screen';

vi.mock('@/api/http', () => import('@/test/http.mock'));

describe('favourite products (/myFavourite)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists the favourite products as a grid', async () => {
    http.get.mockResolvedValue(pageOf([productOf(4, { title: 'Copper kettle' }), productOf(5)], 1, 2, 20));
    renderScreen(<MyFavouriteScreen />, '/myFavourite');
    expect(await screen.findByRole('link', { name: 'Copper kettle' })).toHaveAttribute('href', '/detail/4');
    expect(screen.getByRole('list', { name: 'Favourite products' }).children).toHaveLength(2);
    expect(http.get).toHaveBeenCalledWith(CatalogueApi.myFavourites, { params: { page: 1, limit: 20 } });
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('says how to add one when there are none, with a way to explore', async () => {
    http.get.mockResolvedValue(pageOf([], 1, 0, 20));
    renderScreen(<MyFavouriteScreen />, '/myFavourite');
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore products' })).toHaveAttribute('href', '/explore');
  });
});

describe('followed shops (/heart)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists the followed shops', async () => {
    http.get.mockResolvedValue(pageOf([shopOf(3, { name: 'Harbour Goods', followed: true }), shopOf(8)], 1, 2, 20));
    renderScreen(<HeartScreen />, '/heart');
    expect(await screen.findByRole('link', { name: 'Harbour Goods' })).toHaveAttribute('href', '/shop/3');
    expect(screen.getByRole('list', { name: 'Followed shops' }).children).toHaveLength(2);
    expect(http.get).toHaveBeenCalledWith(CatalogueApi.followedShops, { params: { page: 1, limit: 20 } });
  });

  it('invites the buyer to discover shops when none is followed', async () => {
    http.get.mockResolvedValue(pageOf([], 1, 0, 20));
    renderScreen(<HeartScreen />, '/heart');
    expect(await screen.findByRole('heading', { name: "You don't follow any shops yet" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover shops' })).toHaveAttribute('href', '/home');
  });
});
