import type { HomeData, ProductCard, ProductDetail, ShopInfo } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import type { UserMemory } from '../../lib/user-memory.js';
import { flagMark } from '../../lib/flag-template.js';
import { favouritesOf, followsOf } from './flags.js';

/** Whether the buyer flagged this product (favourite) or this shop (followed). */
interface Flags {
  favourite: (productId: number) => boolean;
  followed: (shopId: number) => boolean;
}

const cards = <T extends { id: number }>(list: T[], flags: Flags) =>
  list.map((card) => ({ ...card, favourite: flags.favourite(card.id) }));
const shops = <T extends { id: number }>(list: T[], flags: Flags) =>
  list.map((shop) => ({ ...shop, followed: flags.followed(shop.id) }));

/** Where each kind of answer carries a buyer's flags. */
const lay = {
  page: <P extends { list: ProductCard[] }>(page: P, flags: Flags): P => ({ ...page, list: cards(page.list, flags) }),
  detail: (detail: ProductDetail, flags: Flags): ProductDetail => ({
    ...detail,
    favourite: flags.favourite(detail.id),
    shop: shops([detail.shop], flags)[0]!,
  }),
  shop: (shop: ShopInfo, flags: Flags): ShopInfo => shops([shop], flags)[0]!,
  home: (home: HomeData, flags: Flags): HomeData => ({
    ...home,
    recommended: cards(home.recommended, flags),
    new_arrivals: cards(home.new_arrivals, flags),
    popular_shops: shops(home.popular_shops, flags),
  }),
};

/** Each flag as a mark (lib/flag-template.ts): the shared answer with holes a buyer's flags fill. */
const marks: Flags = {
  favourite: (id) => flagMark('favourite', id),
  followed: (id) => flagMark('followed', id),
};
export const markedPage = <P extends { list: ProductCard[] }>(page: P) => lay.page(page, marks);
export const markedDetail = (detail: ProductDetail) => lay.detail(detail, marks);
export const markedShop = (shop: ShopInfo) => lay.shop(shop, marks);
export const markedHome = (home: HomeData) => lay.home(home, marks);

/**
 * A buyer's catalogue answer is the shared one (plugins/shared-answers.ts) with their own favourite and followed
 * flags laid over it from memory; a visitor's is the shared one as it is. Once the buyer's flags are in memory,
 * the shared-answers plugin serves the same answer from its flag template without reaching the handler.
 */
export function buyerOverlay(db: Database, memory: UserMemory) {
  const flagsOf = async (userId: number): Promise<Flags> => {
    const [mine, followed] = await Promise.all([favouritesOf(db, memory, userId), followsOf(db, memory, userId)]);
    return { favourite: (id) => mine.has(id), followed: (id) => followed.has(id) };
  };
  const over =
    <T>(layFlags: (answer: T, flags: Flags) => T) =>
    async (answer: T, userId?: number): Promise<T> =>
      userId === undefined ? answer : layFlags(answer, await flagsOf(userId));
  return {
    page: <P extends { list: ProductCard[] }>(page: P, userId?: number) => over<P>(lay.page)(page, userId),
    detail: over(lay.detail),
    shop: over(lay.shop),
    home: over(lay.home),
  };
}
