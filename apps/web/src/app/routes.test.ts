import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { isRouteAvailable } from '@/lib/available-routes';
import { createAppRoutes } from './router';
import { ROUTES } from './routes';

describe('the route table', () => {
  it('holds the routes of this issue once each, with no stand-ins for screens other issues build', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        '/login',
        '/register',
        '/forgotPassword',
        '/changePassword',
        '/changePayPwd',
        '/passwords',
        '/profile',
        '/setting',
        '/security',
        '/language',
        '/helpAndSupport',
        '/law',
        '/service',
        '/services',
        '/platform',
        '/myFavourite',
        '/heart',
        '/detail/:product?/:mer?',
        '/shop/:id?',
        '/search',
        '/searchs',
        '/home',
        '/explore',
        '/popular',
        '/filter',
        '/explore/popular',
        '/explore/filter',
        '/explore/products',
        '/products',
        '/noticeSettings',
        '/notification',
        '/topUp',
        '/walletTopUp',
        '/cardTopUp',
        '/topUpRecord',
        '/withDraw',
        '/depositRecord',
        '/capitalRecord',
        '/payment',
        '/bag',
        '/checkout',
        '/order',
        '/myPurchases/:status?',
        '/orderInfo/:id?',
        '/address',
        '/addressForm/:id?',
        '/refund/:id?/:sn?/:product_ids?/:amount?',
        '/comment',
        '/dispute/:id?',
      ].sort(),
    );
  });

  it('gives every route a title in English and puts home, explore and the personal centre on their tabs', () => {
    for (const route of ROUTES) expect(i18n.exists(route.titleKey), route.titleKey).toBe(true);
    const tabs = Object.fromEntries(ROUTES.filter((route) => route.tab).map((route) => [route.tab, route.path]));
    expect(tabs).toEqual({ home: '/home', explore: '/explore', bag: '/bag', me: '/profile' });
  });

  it('keeps Home, Explore and Filter alive (docs/product.md §2), and no other screen of this issue', () => {
    const kept = ROUTES.filter((route) => route.keepAlive).map((route) => route.path);
    expect(kept.sort()).toEqual(['/bag', '/explore', '/explore/filter', '/filter', '/home']);
  });

  it('groups screens into the parts of docs/product.md §1', () => {
    const partOf = Object.fromEntries(ROUTES.map((route) => [route.path, route.part]));
    expect(partOf['/login']).toBe('basic-data');
    expect(partOf['/noticeSettings']).toBe('basic-data');
    expect(partOf['/language']).toBe('basic-data');
    expect(partOf['/profile']).toBe('home-board');
    expect(partOf['/law']).toBe('common-pages');
    expect(partOf['/detail/:product?/:mer?']).toBe('product');
    expect(partOf['/shop/:id?']).toBe('product');
    expect(partOf['/search']).toBe('product');
    expect(partOf['/searchs']).toBe('product');
    expect(partOf['/home']).toBe('home');
    for (const path of ['/explore', '/popular', '/filter', '/products']) expect(partOf[path], path).toBe('product');
    expect(partOf['/myFavourite']).toBe('common-pages');
    expect(partOf['/heart']).toBe('common-pages');
    expect(partOf['/notification']).toBe('common-pages');
    for (const path of ['/topUp', '/walletTopUp', '/cardTopUp', '/topUpRecord', '/withDraw', '/depositRecord'])
      expect(partOf[path], path).toBe('record-pages');
    expect(partOf['/capitalRecord']).toBe('record-pages');
    expect(partOf['/payment']).toBe('record-pages');
  });

  it('loads a screen component for every route', async () => {
    for (const route of ROUTES) {
      const module = await route.screen();
      expect(typeof module.default, route.path).toBe('function');
    }
  }, 30_000);

  it('never keeps the product page alive, and opens the catalogue screens by their addresses', () => {
    expect(ROUTES.find((route) => route.path.startsWith('/detail'))?.keepAlive).toBe(false);
    createAppRoutes(ROUTES);
    for (const path of ['/detail/7', '/detail/7/3', '/detail', '/shop/3', '/shop', '/search', '/searchs']) {
      expect(isRouteAvailable(path), path).toBe(true);
    }
    expect(isRouteAvailable('/myFavourite')).toBe(true);
    expect(isRouteAvailable('/heart')).toBe(true);
  });

  it('makes exactly these paths available to screens', () => {
    createAppRoutes(ROUTES);
    expect(isRouteAvailable('/helpAndSupport')).toBe(true);
    expect(isRouteAvailable('/home')).toBe(true);
    expect(isRouteAvailable('/products')).toBe(true);
    expect(isRouteAvailable('/myPurchases')).toBe(true);
    expect(isRouteAvailable('/myPurchases/-4')).toBe(true);
    expect(isRouteAvailable('/orderInfo/12')).toBe(true);
    expect(isRouteAvailable('/refund/12/2026112100001/3,4/25.50')).toBe(true);
    expect(isRouteAvailable('/comment')).toBe(true);
  });
});
