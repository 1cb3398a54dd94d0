import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { pageOf, productOf, shopOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import HeartScreen from './heart-screen';
import MyFavouriteScreen from './my-favourite-screen';

let server: ReturnType<typeof fakeHttp>;
afterEach(() => server.restore());

describe('favourite products (/myFavourite)', () => {
  it('lists the favourite products as a grid', async () => {
    server = fakeHttp({
      [`GET ${CatalogueApi.myFavourites}`]: ok(
        pageOf([productOf(4, { title: 'Copper kettle' }), productOf(5)], 1, 2, 20),
      ),
    });
    renderScreen(<MyFavouriteScreen />, '/myFavourite');
    expect(await screen.findByRole('link', { name: 'Copper kettle' })).toHaveAttribute('href', '/detail/4');
    expect(screen.getByRole('list', { name: 'Favourite products' }).children).toHaveLength(2);
    expect(server.requests.map((request) => request.url)).toContain(`${CatalogueApi.myFavourites}?page=1&limit=20`);
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('says how to add one when there are none, with a way to explore', async () => {
    server = fakeHttp({ [`GET ${CatalogueApi.myFavourites}`]: ok(pageOf([], 1, 0, 20)) });
    renderScreen(<MyFavouriteScreen />, '/myFavourite');
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore products' })).toHaveAttribute('href', '/explore');
  });
});

describe('followed shops (/heart)', () => {
  it('lists the followed shops', async () => {
    server = fakeHttp({
      [`GET ${CatalogueApi.followedShops}`]: ok(
        pageOf([shopOf(3, { name: 'Harbour Goods', followed: true }), shopOf(8)], 1, 2, 20),
      ),
    });
    renderScreen(<HeartScreen />, '/heart');
    expect(await screen.findByRole('link', { name: 'Harbour Goods' })).toHaveAttribute('href', '/shop/3');
    expect(screen.getByRole('list', { name: 'Followed shops' }).children).toHaveLength(2);
    expect(server.requests.map((request) => request.url)).toContain(`${CatalogueApi.followedShops}?page=1&limit=20`);
  });

  it('invites the buyer to discover shops when none is followed', async () => {
    server = fakeHttp({ [`GET ${CatalogueApi.followedShops}`]: ok(pageOf([], 1, 0, 20)) });
    renderScreen(<HeartScreen />, '/heart');
    expect(await screen.findByRole('heading', { name: "You don't follow any shops yet" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover shops' })).toHaveAttribute('href', '/home');
  });
});
