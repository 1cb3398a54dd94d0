import type { AdminCategory, AdminProduct, AdminProductRow, AdminShop } from '@tradewind/contract';

export const pageOf = <T>(list: T[], total = list.length, page = 1, limit = 20) => ({ list, total, page, limit });
export const stored = (n: number) => `/uploads/u/${String(n).repeat(32)}.png`;

export const SHOP: AdminShop = {
  id: 3,
  name: 'Harbour Outfitters',
  description: 'Tents and rain gear.',
  logo: '/uploads/catalogue/harbour-logo.png',
  banner: '/uploads/catalogue/harbour-banner.png',
  fans: 120,
  favourable_rate: 98.6,
  total_sales: 532,
  product_count: 18,
  products_total: 20,
  created_at: '2025-02-01T09:30:00.000Z',
  ships_from: 'TW',
  zones: [],
  protection_days: 15,
};
export const OTHER_SHOP: AdminShop = { ...SHOP, id: 4, name: 'Lantern Lane' };

export const OUTDOORS: AdminCategory = {
  id: 3,
  slug: 'outdoors',
  names: { en: 'Outdoors', 'zh-cn': '户外' },
  icon: '/uploads/catalogue/outdoors.png',
  sort: 3,
  product_count: 40,
};
export const TOYS: AdminCategory = { ...OUTDOORS, id: 10, slug: 'toys', names: { en: 'Toys' }, sort: 10 };

export const JACKET_ROW: AdminProductRow = {
  id: 42,
  title: 'Rain jacket',
  image: '/uploads/catalogue/jacket.jpg',
  shop_id: 3,
  shop_name: 'Harbour Outfitters',
  category_id: 3,
  category_name: 'Outdoors',
  price_cents: 1_250,
  stock: 33,
  sales: 7,
  on_shelf: true,
  sku_count: 4,
  low_stock_skus: 1,
  created_at: '2025-03-02T10:00:00.000Z',
};

export const JACKET: AdminProduct = {
  id: 42,
  shop: { id: 3, name: 'Harbour Outfitters' },
  category: { id: 3, slug: 'outdoors', name: 'Outdoors' },
  title: 'Rain jacket',
  description: 'Keeps you dry.',
  images: ['/uploads/catalogue/jacket.jpg', '/uploads/catalogue/jacket-back.jpg'],
  specs: [
    { name: 'Colour', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['S', 'M'] },
  ],
  skus: [
    {
      id: 101,
      specs: ['Red', 'S'],
      price_cents: 1_250,
      original_price_cents: 1_500,
      stock: 3,
      sales: 2,
      image: null,
      removable: false,
    },
    {
      id: 102,
      specs: ['Red', 'M'],
      price_cents: 1_250,
      original_price_cents: 1_250,
      stock: 10,
      sales: 0,
      image: null,
      removable: true,
    },
    {
      id: 103,
      specs: ['Blue', 'S'],
      price_cents: 1_300,
      original_price_cents: 1_300,
      stock: 10,
      sales: 0,
      image: null,
      removable: true,
    },
    {
      id: 104,
      specs: ['Blue', 'M'],
      price_cents: 1_300,
      original_price_cents: 1_300,
      stock: 10,
      sales: 0,
      image: null,
      removable: true,
    },
  ],
  price_cents: 1_250,
  original_price_cents: 1_500,
  stock: 33,
  sales: 2,
  rating: 4.5,
  on_shelf: true,
  created_at: '2025-03-02T10:00:00.000Z',
};
