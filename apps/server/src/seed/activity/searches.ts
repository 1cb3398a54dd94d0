import { inArray } from 'drizzle-orm';
import { CatalogueApi } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import type { Api } from './api.js';
import type { PlacedOrder } from './orders.js';

/** The word a shopper would type for a product: the longest word of its title past the brand, 4 letters or more. */
export function searchWordOf(title: string): string | null {
  const words = title
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^\p{L}{4,}$/u.test(word));
  const longest = words.reduce<string | null>((best, word) => (!best || word.length > best.length ? word : best), null);
  return longest && longest.toLowerCase();
}

/**
 * Before buying, each shopper searched for what they then ordered, through the search API, so the hot searches a
 * new buyer sees on /search are what the demo's buyers looked for (counted by buyer, as for real ones).
 */
export async function searchWhatTheyBought(api: Api, db: Database, placed: PlacedOrder[]) {
  const ids = [...new Set(placed.map((order) => order.plan.lines[0]!.productId))];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.id, ids));
  const titleOf = new Map(rows.map((row) => [row.id, row.title]));
  for (const order of placed) {
    const word = searchWordOf(titleOf.get(order.plan.lines[0]!.productId) ?? '');
    if (word) await api('GET', `${CatalogueApi.search}?keyword=${encodeURIComponent(word)}`, order.shopper.token);
  }
}
