import type { ProductDetail, ShopInfo, Sku, ZoneTransit } from '@tradewind/contract';
import { productOf, shopOf } from '@/test/catalogue.test-data';

/** The test shop's transit per zone, from Shenzhen. */
export const SHOP_ZONES: ZoneTransit[] = [
  { zone: 'domestic', min_days: 1, max_days: 3 },
  { zone: 'east-asia', min_days: 3, max_days: 6 },
  { zone: 'europe', min_days: 8, max_days: 14 },
  { zone: 'north-america', min_days: 5, max_days: 9 },
];

/** Test data only: a T-shirt in two colours and three sizes, one combination sold out, one never made. */
const sku = (id: number, specs: string[], price: number, stock: number): Sku => ({
  id,
  specs,
  price_cents: price,
  original_price_cents: 3000,
  stock,
  image: null,
});

export const SKUS: Sku[] = [
  sku(11, ['Red', 'S'], 1990, 5),
  sku(12, ['Red', 'M'], 2190, 0),
  sku(13, ['Red', 'L'], 2290, 4),
  sku(14, ['Blue', 'S'], 1890, 2),
  sku(15, ['Blue', 'M'], 2090, 3),
];

export const productDetailOf = (id: number, patch: Partial<ProductDetail> = {}): ProductDetail => ({
  ...productOf(id, { title: 'Linen T-shirt', price_cents: 1890, original_price_cents: 3000 }),
  description: 'Soft linen.\nMade to last.',
  images: ['/img/a.png', '/img/b.png', '/img/c.png'],
  category: { id: 7, slug: 'menswear', name: "Men's clothing", icon: '' },
  stock: 14,
  specs: [
    { name: 'Colour', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['S', 'M', 'L'] },
  ],
  skus: SKUS,
  shop: shopOf(3, { name: 'Harbour Goods' }),
  review_photos: [],
  created_at: '2025-01-01T00:00:00.000Z',
  shipping: {
    base_cents: 599,
    free_over_cents: 5900,
    ships_from: 'CN',
    ships_from_city: 'Shenzhen',
    min_days: 7,
    max_days: 11,
    handling_days: 2,
    transit_min_days: 5,
    transit_max_days: 9,
    return_days: 30,
    // Decision 042: no Latin America (a Brazilian address is refused); the United States as the single transit.
    zones: SHOP_ZONES,
  },
  ...patch,
});

export const shopInfoOf = (id: number, patch: Partial<ShopInfo> = {}): ShopInfo => ({
  ...shopOf(id, { name: 'Harbour Goods', fans: 1200, followed: false }),
  description: 'Hand-picked homeware from the coast.',
  created_at: '2024-05-01T00:00:00.000Z',
  ...patch,
});
