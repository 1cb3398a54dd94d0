import type { CartData, CartItem } from '@tradewind/contract';

/** Test data only: a line of the bag, and a bag whose totals follow from its ticked, available lines. */
export const cartItemOf = (id: number, patch: Partial<CartItem> = {}): CartItem => ({
  id,
  sku_id: 100 + id,
  product_id: 10 + id,
  title: `Item ${id}`,
  image: `/img/i${id}.png`,
  specs: [],
  price_cents: 1000,
  stock: 10,
  quantity: 1,
  selected: false,
  available: true,
  ...patch,
});

export const HARBOUR = { id: 3, name: 'Harbour Goods', logo: '/img/s3.png' };
export const VOLT = { id: 5, name: 'Volt Electronics', logo: '/img/s5.png' };

/** Harbour ships for $5.99, free from $59.00; Volt always free (no rule). */
const FREIGHT: Record<number, CartData['shops'][number]['freight']> = {
  [HARBOUR.id]: { base_cents: 599, free_over_cents: 5900 },
  [VOLT.id]: null,
};

/** Both ship from China: Harbour to East Asia and Europe only, Volt on its single transit everywhere. */
const DELIVERY: Record<number, CartData['shops'][number]['delivery']> = {
  [HARBOUR.id]: {
    ships_from: 'CN',
    handling_days: 2,
    transit_min_days: 7,
    transit_max_days: 12,
    zones: [
      { zone: 'east-asia', min_days: 3, max_days: 6 },
      { zone: 'europe', min_days: 8, max_days: 14 },
    ],
  },
  [VOLT.id]: { ships_from: 'CN', handling_days: 1, transit_min_days: 6, transit_max_days: 10, zones: [] },
};

export function bagOf(...groups: [typeof HARBOUR, CartItem[]][]): CartData {
  const ticked = groups.flatMap(([, items]) => items).filter((item) => item.selected && item.available);
  return {
    shops: groups.map(([shop, items]) => ({
      shop,
      items,
      freight: FREIGHT[shop.id] ?? null,
      delivery: DELIVERY[shop.id] ?? DELIVERY[VOLT.id]!,
    })),
    selected_count: ticked.length,
    selected_cents: ticked.reduce((sum, item) => sum + item.price_cents * item.quantity, 0),
    saved: [],
  };
}

/** The same bag with lines saved for later beside it. */
export const withSaved = (bag: CartData, shop: typeof HARBOUR, saved: CartItem[]): CartData => ({
  ...bag,
  saved: saved.map((item) => ({ ...item, selected: false, shop })),
});

/** Two shops: a phone (ticked, two of them) and a case in one, a cable (ticked) and a sold-out lamp in the other. */
export const phone = cartItemOf(1, {
  title: 'Aurora Phone',
  specs: ['Black', '256 GB'],
  price_cents: 49900,
  quantity: 2,
  stock: 3,
  selected: true,
});
export const phoneCase = cartItemOf(2, { title: 'Clear Case', price_cents: 1500 });
export const cable = cartItemOf(3, { title: 'Braided Cable', price_cents: 900, selected: true });
export const lamp = cartItemOf(4, { title: 'Desk Lamp', price_cents: 3500, stock: 0, available: false });

export const sampleBag = (patch: { phone?: Partial<CartItem>; phoneCase?: Partial<CartItem> } = {}) =>
  bagOf(
    [
      VOLT,
      [
        { ...phone, ...patch.phone },
        { ...phoneCase, ...patch.phoneCase },
      ],
    ],
    [HARBOUR, [cable, lamp]],
  );
