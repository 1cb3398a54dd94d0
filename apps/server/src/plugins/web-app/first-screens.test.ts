import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './first-screens.js';

const routesFile = path.resolve(import.meta.dirname, '../../../../web/src/app/routes.tsx');

/** The part file a route of the web app's table loads, read off routes.tsx: `<part>('/path', …)`. */
function partOfRoute(route: string): string | undefined {
  const source = fs.readFileSync(routesFile, 'utf8');
  const use = new RegExp(`\\b(\\w+)\\('${route.replace(/[/?]/g, '\\$&')}'`).exec(source);
  if (!use) return undefined;
  const loader = new RegExp(`const ${use[1]} = part\\('[\\w-]+', \\(\\) => import\\('\\./parts/([\\w-]+)'\\)\\)`).exec(
    source,
  );
  return loader ? `src/app/parts/${loader[1]}.ts` : undefined;
}

describe('first screens written into the HTML', () => {
  it('preload the part the web app loads for the same route', () => {
    expect(firstScreenOf('/home').part).toBe(partOfRoute('/home'));
    expect(firstScreenOf('/explore').part).toBe(partOfRoute('/explore'));
    expect(firstScreenOf('/detail/12').part).toBe(partOfRoute('/detail/:product?/:mer?'));
  });

  it('answer a product page by its number only, and the plain Explore only', () => {
    expect(firstScreenOf('/detail/12').calls).toEqual(['/api/goods/detail?id=12', '/api/fx/rates']);
    expect(firstScreenOf('/detail/abc').calls).toEqual(['/api/fx/rates']);
    expect(firstScreenOf('/explore', 'category=3').calls).toEqual(['/api/goods/categories', '/api/fx/rates']);
    expect(firstScreenOf('/admin/orders').shell).toBe('none');
  });

  it('answer the first page of every other list a tab or a card opens, as the screen asks for it', () => {
    const own = (pathname: string, search = '') =>
      firstScreenOf(pathname, search, { lang: 'en', signedIn: false }).calls;
    expect(own('/popular')).toEqual(['/api/goods/popular?page=1&limit=20']);
    expect(own('/explore/popular')).toEqual(['/api/goods/popular?page=1&limit=20']);
    expect(own('/shop/7')).toEqual(['/api/shop/info?id=7', '/api/goods/list?shop_id=7&sort=sales&page=1&limit=10']);
    expect(own('/products', 'shop_id=7&sort=newest')).toEqual([
      '/api/shop/info?id=7',
      '/api/goods/list?shop_id=7&sort=newest&page=1&limit=20',
    ]);
    expect(own('/searchs', 'keyword=%20Hygge%20lamp')).toEqual([
      '/api/goods/search?keyword=Hygge+lamp&sort=relevance&page=1&limit=20',
    ]);
    // Narrowed, unknown or missing: the screen asks the server itself.
    expect(own('/searchs', 'keyword=lamp&in_stock=1')).toEqual([]);
    expect(own('/searchs', 'keyword=%20')).toEqual([]);
    expect(own('/products', 'shop_id=7&sort=cheapest')).toEqual([]);
    expect(own('/shop/0')).toEqual([]);
    expect(firstScreenOf('/shop/7').part).toBe(partOfRoute('/shop/:id?'));
    expect(firstScreenOf('/searchs', 'keyword=a').part).toBe(partOfRoute('/searchs'));
    expect(firstScreenOf('/popular').part).toBe(partOfRoute('/popular'));
  });

  it("paint a list with its first card's picture, and a shop's page with its banner", () => {
    const page = { list: [{ image: '/uploads/a.svg' }, { image: '/uploads/b.svg' }] };
    const shop = { banner: '/uploads/banner.jpg', logo: '/uploads/logo.svg' };
    expect(firstScreenOf('/popular').picture!([page])).toBe('/uploads/a.svg');
    expect(firstScreenOf('/products', 'shop_id=3').picture!([shop, page])).toBe('/uploads/a.svg');
    expect(firstScreenOf('/shop/3').picture!([shop, page])).toBe('/uploads/banner.jpg');
    expect(firstScreenOf('/shop/3').pictures!([shop, page])).toEqual([
      '/uploads/banner.jpg',
      '/uploads/logo.svg',
      '/uploads/a.svg',
      '/uploads/b.svg',
    ]);
    // A shop that did not answer: its list still paints.
    expect(firstScreenOf('/shop/3').picture!([undefined, page])).toBe('/uploads/a.svg');
  });

  it("answer a signed-in buyer's details and bag count on every page, and fetch their own screens' parts early", () => {
    const buyer = { lang: 'en', signedIn: true, currency: 'USD' };
    expect(firstScreenOf('/bag', '', buyer)).toMatchObject({
      part: partOfRoute('/bag'),
      calls: ['/api/cart/list', '/api/user/getUserInfo', '/api/cart/count'],
    });
    expect(firstScreenOf('/orderInfo/12', '', buyer).part).toBe(partOfRoute('/orderInfo/:id?'));
    expect(firstScreenOf('/myPurchases', '', buyer).part).toBe(partOfRoute('/myPurchases/:status?'));
    expect(firstScreenOf('/profile', '', buyer).part).toBe(partOfRoute('/profile'));
    expect(firstScreenOf('/capitalRecord', '', buyer).part).toBe(partOfRoute('/capitalRecord'));
    expect(firstScreenOf('/checkout', '', buyer).part).toBe(partOfRoute('/checkout'));
    expect(firstScreenOf('/home', '', buyer).calls).toContain('/api/user/getUserInfo');
    // A visitor is sent to the login from these: nothing of them is fetched.
    expect(firstScreenOf('/bag', '', { lang: 'en', signedIn: false })).toEqual({ shell: 'page', calls: [] });
  });

  it("carry the exchange rates on every page of the buyer's app, and none in the console (decision 039)", () => {
    for (const page of ['/', '/home', '/explore', '/detail/12', '/cart', '/order/list', '/login', '/no-such-page']) {
      expect(firstScreenOf(page).calls.at(-1), page).toBe('/api/fx/rates');
    }
    expect(firstScreenOf('/admin').calls).toEqual([]);
    expect(firstScreenOf('/admin/fx-rates').calls).toEqual([]);
  });

  it('leave the rates out for a reader whose estimates are in dollars, who shows none', () => {
    const rates = (reader: Parameters<typeof firstScreenOf>[2]) =>
      firstScreenOf('/home', '', reader).calls.includes('/api/fx/rates');
    expect(rates({ lang: 'en', signedIn: false })).toBe(false);
    expect(rates({ lang: 'ko', signedIn: true, currency: 'USD' })).toBe(false);
    expect(rates({ lang: 'ko', signedIn: false })).toBe(true);
    expect(rates({ lang: 'en', signedIn: false, currency: 'EUR' })).toBe(true);
    // Signed in with no choice on this device: the account may hold one the page does not read.
    expect(rates({ lang: 'en', signedIn: true })).toBe(true);
  });

  it("paint a product page with the picture it opens on: its first SKU in stock's own", () => {
    const product = {
      images: ['/uploads/coral.svg', '/uploads/ocean.svg'],
      specs: [{ name: 'Colour', values: ['Coral Red', 'Ocean Blue'] }],
      skus: [
        { stock: 0, specs: ['Coral Red'], image: '/uploads/coral.svg' },
        { stock: 4, specs: ['Ocean Blue'], image: '/uploads/ocean.svg' },
      ],
    };
    const screen = firstScreenOf('/detail/266');
    expect(screen.picture!([product])).toBe('/uploads/ocean.svg');
    expect(screen.picture!([{ ...product, skus: [] }])).toBe('/uploads/coral.svg');
  });
});
