import { CATEGORY_SLUGS, type Category, type ProductCard, type ShopCard } from '@tradewind/contract';

/** Catalogue data for the web tests, shaped exactly as the contract's schemas. */
export const productOf = (id: number, patch: Partial<ProductCard> = {}): ProductCard => ({
  id,
  title: `Product ${id}`,
  image: `/img/p${id}.png`,
  price_cents: 1000 + id,
  original_price_cents: 1000 + id,
  sales: 10 * id,
  rating: 4.5,
  review_count: 12,
  in_stock: true,
  shop_id: 1,
  shop_name: 'Harbour Goods',
  shipping: {
    base_cents: 599,
    free_over_cents: 5900,
    ships_from: 'CN',
    min_days: 7,
    max_days: 11,
    handling_days: 2,
    zones: [],
  },
  ...patch,
});

export const shopOf = (id: number, patch: Partial<ShopCard> = {}): ShopCard => ({
  id,
  name: `Shop ${id}`,
  logo: `/img/s${id}.png`,
  banner: `/img/b${id}.png`,
  fans: 1200 * id,
  favourable_rate: 98.6,
  total_sales: 5000,
  product_count: 40,
  ...patch,
});

const SLUGS = CATEGORY_SLUGS;
const NAMES = [
  'Computers',
  'Electrical',
  'Outdoors',
  'Family life',
  'Health',
  "Men's clothing",
  "Women's clothing",
  'Food',
  'Mobile phones',
  'Toys',
];

export const categories: Category[] = SLUGS.map((slug, index) => ({
  id: index + 1,
  slug,
  name: NAMES[index],
  icon: '',
}));

/** One page of a list answer: `{ list, total, page, limit }`. */
export const pageOf = <T>(list: T[], page: number, total: number, limit = 10) => ({ list, total, page, limit });
