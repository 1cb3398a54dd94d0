import type { AdminCategory } from '@tradewind/contract';

export const COMPUTER: AdminCategory = {
  id: 1,
  slug: 'computer',
  names: { en: 'Computer', 'zh-cn': '电脑', fr: 'Informatique' },
  icon: '/uploads/catalogue/computer.png',
  sort: 1,
  product_count: 12,
};

export const TOYS: AdminCategory = {
  id: 10,
  slug: 'toys',
  names: { en: 'Toys' },
  icon: '/uploads/catalogue/toys.png',
  sort: 10,
  product_count: 0,
};

export const pageOf = <T>(list: T[], total = list.length, page = 1, limit = 20) => ({ list, total, page, limit });
