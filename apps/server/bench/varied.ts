import { CATEGORY_SLUGS } from '@tradewind/contract';
import { VOCAB } from '../src/seed/catalogue/vocab/index.js';

/**
 * The bench's varied rows: each request a random page, category, shop, price range, word, typo or product id, so
 * the two-second shared answers (ADR 013) serve almost none of them and the row measures the database work a
 * marketplace's buyers really cause. Paths are drawn per request by autocannon's `setupRequest`.
 */
const PAGES = 50;
/** The demo's shops (`npm run seed` makes 24 by default). */
const SHOPS = 24;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const page = () => between(1, PAGES);

/** Every word of the seeded titles' nouns that is long enough to be searched and mistyped: "laptop", "kettle"… */
export const SEARCH_WORDS = [
  ...new Set(
    Object.values(VOCAB).flatMap((vocab) =>
      vocab.items.flatMap((item) =>
        item.noun
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 5),
      ),
    ),
  ),
].sort();

/** A buyer's slip: two neighbouring letters swapped, not the first ("laptop" → "lpatop" or "latpop"). */
export function typoOf(word: string) {
  const at = between(1, word.length - 2);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** A price range a buyer would set: from $5 to $500, 20 % to 3 times as wide as its floor. */
function priceRange() {
  const min = between(5, 500) * 100;
  const max = min + Math.round((min * between(20, 300)) / 100);
  return `min_price_cents=${min}&max_price_cents=${max}`;
}

/** The varied routes: a label and a path drawn afresh for every request. */
export function variedRoutes(products: number): [string, () => string][] {
  return [
    [
      'list by category, random page 1–50',
      () => `/api/goods/list?category_id=${between(1, CATEGORY_SLUGS.length)}&sort=sales&limit=20&page=${page()}`,
    ],
    [
      'price range + in stock, random range and page',
      () => `/api/goods/list?${priceRange()}&in_stock=1&sort=price_asc&limit=20&page=${page()}`,
    ],
    [
      "a shop's products, random shop and page",
      () => `/api/goods/list?shop_id=${between(1, SHOPS)}&sort=sales&limit=20&page=${page()}`,
    ],
    ['search a random word', () => `/api/goods/search?keyword=${pick(SEARCH_WORDS)}&limit=20&page=${between(1, 3)}`],
    [
      'search a random typo',
      () => `/api/goods/search?keyword=${typoOf(pick(SEARCH_WORDS))}&limit=20&page=${between(1, 3)}`,
    ],
    ['product detail, random id', () => `/api/goods/detail?id=${between(1, products)}`],
  ];
}
