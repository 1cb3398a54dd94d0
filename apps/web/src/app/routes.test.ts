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
      ].sort(),
    );
  });

  it('gives every route a title in English and puts the personal centre on the "me" tab', () => {
    for (const route of ROUTES) expect(i18n.exists(route.titleKey), route.titleKey).toBe(true);
    expect(ROUTES.filter((route) => route.tab)).toEqual([expect.objectContaining({ path: '/profile', tab: 'me' })]);
    expect(ROUTES.some((route) => route.keepAlive)).toBe(false);
  });

  it('groups screens into the parts of SPEC §1', () => {
    const partOf = Object.fromEntries(ROUTES.map((route) => [route.path, route.part]));
    expect(partOf['/login']).toBe('basic-data');
    expect(partOf['/language']).toBe('basic-data');
    expect(partOf['/profile']).toBe('home-board');
    expect(partOf['/law']).toBe('common-pages');
  });

  it('loads a screen component for every route', async () => {
    for (const route of ROUTES) {
      const module = await route.screen();
      expect(typeof module.default, route.path).toBe('function');
    }
  }, 30_000);

  it('makes exactly these paths available to screens', () => {
    createAppRoutes(ROUTES);
    expect(isRouteAvailable('/helpAndSupport')).toBe(true);
    expect(isRouteAvailable('/home')).toBe(false);
    expect(isRouteAvailable('/myPurchases')).toBe(false);
  });
});
