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
