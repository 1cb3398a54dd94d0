import type { AdminShop } from '@tradewind/contract';

export const HARBOUR: AdminShop = {
  id: 3,
  name: 'Harbour Outfitters',
  description: 'Tents, stoves and rain gear for the coast.',
  logo: '/uploads/catalogue/harbour-logo.png',
  banner: '/uploads/catalogue/harbour-banner.png',
  fans: 12_400,
  favourable_rate: 98.6,
  total_sales: 5_321,
  product_count: 18,
  products_total: 20,
  created_at: '2025-02-01T09:30:00.000Z',
  ships_from: 'TW',
  zones: [],
  protection_days: 15,
};

export const pageOf = <T>(list: T[], total = list.length, page = 1, limit = 20) => ({ list, total, page, limit });
