import type { HomeData, ProductCard, ProductDetail, ShopInfo } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import type { UserMemory } from '../../lib/user-memory.js';
import { favouritesOf, followsOf, withFavourites, withFollowed } from './flags.js';

/**
 * A buyer's catalogue answer is the shared one (plugins/shared-answers.ts) with their own favourite and followed
 * flags laid over it from memory; a visitor's is the shared one as it is.
 */
export function buyerOverlay(db: Database, memory: UserMemory) {
  const favourites = (userId: number) => favouritesOf(db, memory, userId);
  const follows = (userId: number) => followsOf(db, memory, userId);
  return {
    async page<P extends { list: ProductCard[] }>(page: P, userId?: number): Promise<P> {
      if (userId === undefined) return page;
      return { ...page, list: withFavourites(page.list, await favourites(userId)) };
    },
    async detail(detail: ProductDetail, userId?: number): Promise<ProductDetail> {
      if (userId === undefined) return detail;
      const [mine, followed] = await Promise.all([favourites(userId), follows(userId)]);
      return { ...detail, favourite: mine.has(detail.id), shop: withFollowed([detail.shop], followed)[0]! };
    },
    async shop(shop: ShopInfo, userId?: number): Promise<ShopInfo> {
      if (userId === undefined) return shop;
      return withFollowed([shop], await follows(userId))[0]!;
    },
    async home(home: HomeData, userId?: number): Promise<HomeData> {
      if (userId === undefined) return home;
      const [mine, followed] = await Promise.all([favourites(userId), follows(userId)]);
      return {
        ...home,
        recommended: withFavourites(home.recommended, mine),
        new_arrivals: withFavourites(home.new_arrivals, mine),
        popular_shops: withFollowed(home.popular_shops, followed),
      };
    },
  };
}
