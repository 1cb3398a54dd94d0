/**
 * Every buyer route a visitor or a buyer opens from the tab bar or a card, as bench:web and `npm run size` measure
 * them: a visitor's (the browsing screens under /explore, where a visitor opens them) and, with the demo buyer's
 * token cookie, a signed-in buyer's. Ids come from the bench server's own demo catalogue.
 */
import { signedInBuyer } from './buyer.mjs';

/** The reader's language, as its cookie, on every route (`BENCH_LANG=ar npm run bench:web`); none: the default. */
const LANG = process.env.BENCH_LANG;
const inLanguage = (route) => (LANG ? { ...route, cookies: { ...route.cookies, lang: LANG } } : route);

/** A best seller in stock, its shop, and a word of its title to search for. */
async function catalogueSample(base) {
  const answer = await (await fetch(`${base}/api/goods/list?sort=sales&limit=1`)).json();
  const product = answer.data.list[0];
  const keyword = product.title.split(/\s+/).find((word) => /^\p{L}{4,}$/u.test(word)) ?? product.title.split(' ')[0];
  return { productId: product.id, shopId: product.shop_id, keyword };
}

/**
 * The routes, each `{ name, path, cookies? }`: `name` is how it is printed (`/detail/:id`), `path` what is opened.
 * `signedIn: false` leaves the buyer's routes out (no order is placed then).
 */
export async function benchRoutes(base, { signedIn = true } = {}) {
  const { productId, shopId, keyword } = await catalogueSample(base);
  const visitor = [
    { name: '/home', path: '/home' },
    { name: '/explore', path: '/explore' },
    { name: '/detail/:id', path: `/detail/${productId}` },
    { name: '/search', path: '/search' },
    { name: '/searchs?keyword=', path: `/searchs?keyword=${encodeURIComponent(keyword)}` },
    { name: '/shop/:id', path: `/shop/${shopId}` },
    { name: '/explore/products', path: `/explore/products?shop_id=${shopId}` },
    { name: '/explore/popular', path: '/explore/popular' },
    { name: '/explore/filter', path: '/explore/filter' },
  ];
  if (!signedIn) return visitor.map(inLanguage);
  const { cookies, orderId } = await signedInBuyer(base);
  const buyer = [
    { name: '/bag', path: '/bag' },
    { name: '/profile', path: '/profile' },
    { name: '/myPurchases', path: '/myPurchases' },
    { name: '/orderInfo/:id', path: `/orderInfo/${orderId}` },
    { name: '/checkout', path: '/checkout' },
    { name: '/capitalRecord', path: '/capitalRecord' },
    { name: '/popular (buyer)', path: '/popular' },
    { name: '/products (buyer)', path: `/products?shop_id=${shopId}` },
  ].map((route) => ({ ...route, cookies }));
  return [...visitor, ...buyer].map(inLanguage);
}

/** The routes whose name or path starts with one of `chosen` (`/detail` picks `/detail/:id`); all when none is. */
export const pick = (routes, chosen) =>
  chosen.length === 0
    ? routes
    : routes.filter((route) => chosen.some((c) => route.name.startsWith(c) || route.path.startsWith(c)));
