import { randomFor, type Random } from '../catalogue/random.js';
import { REVIEW_WORDS } from './review-words.js';

export interface HistoryProduct {
  id: number;
  shopId: number;
  title: string;
  images: string[];
  createdAt: Date;
  skus: { id: number; specValues: string[]; priceCents: number; image: string | null }[];
}

export interface PlannedReview {
  productScore: number;
  serviceScore: number;
  postageScore: number;
  content: string;
  pictures: string[];
}

/** One past order: one line of one product, paid, shipped, received and completed, maybe reviewed. */
export interface HistoryOrder {
  shopper: number;
  product: HistoryProduct;
  sku: HistoryProduct['skus'][number];
  quantity: number;
  paid: Date;
  shipped: Date;
  received: Date;
  completed: Date;
  review: PlannedReview | null;
}

const HISTORY_SEED = 0x4e71e;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Sales start a day after a product is listed and stop when the last order could be completed by `now`. */
const LAST_PAID_BEFORE_NOW = 16 * DAY;
const REVIEW_CHANCE = 0.55;
const PICTURE_CHANCE = 0.3;

const clampScore = (score: number) => Math.min(5, Math.max(1, Math.round(score)));

/**
 * What a shopper wrote: words for the stars given that no earlier review of the product used; when those run out,
 * the words of the nearest star count (the lower first) that are still unused. Always one draw, as before.
 */
function wordsFor(random: Random, stars: number, used: Set<string>): string {
  const nearestFirst = REVIEW_WORDS.map((words, i) => ({
    words,
    distance: Math.abs(i + 1 - stars) * 2 + (i + 1 > stars ? 1 : 0),
  }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ words }) => words.filter((w) => !used.has(w)));
  const words = random.pick(nearestFirst.find((fresh) => fresh.length > 0) ?? REVIEW_WORDS[stars - 1]!);
  used.add(words);
  return words;
}

/** A product is as good as its own quality, give or take a star; service and postage follow the product's mood. */
function reviewOf(random: Random, product: HistoryProduct, quality: number, used: Set<string>): PlannedReview {
  const productScore = clampScore(quality + (random.next() + random.next() - 1) * 1.4);
  const pictures = [...new Set([...product.images, ...product.skus.flatMap((s) => (s.image ? [s.image] : []))])];
  return {
    productScore,
    serviceScore: clampScore(productScore + random.int(-1, 1)),
    postageScore: clampScore(productScore + random.int(-1, 1)),
    content: wordsFor(random, productScore, used),
    pictures: random.chance(PICTURE_CHANCE) ? random.sample(pictures, random.int(1, Math.min(3, pictures.length))) : [],
  };
}

/**
 * The orders of one product (number `index` of the history, so it never depends on the others): none for about one
 * product in seven, else one to sixteen, paid at random between its listing and two weeks before `now`, each
 * moving on as a shop that ships within days does; about half are reviewed on completion.
 */
function ordersOf(product: HistoryProduct, index: number, shoppers: number, now: Date): HistoryOrder[] {
  const random = randomFor(HISTORY_SEED, index);
  const from = product.createdAt.getTime() + DAY;
  const until = now.getTime() - LAST_PAID_BEFORE_NOW;
  if (until <= from || random.chance(0.15)) return [];
  const quality = 4.9 - 1.5 * random.next() ** 2;
  const count = 1 + Math.floor(16 * random.next() ** 2);
  const used = new Set<string>();
  return Array.from({ length: count }, () => {
    const paid = from + Math.floor(random.next() * (until - from));
    const shipped = paid + random.int(12, 48) * HOUR;
    const received = shipped + random.int(48, 120) * HOUR;
    const reviewed = random.chance(REVIEW_CHANCE);
    const completed = received + (reviewed ? random.int(2, 96) * HOUR : 7 * DAY);
    const sku = random.pick(product.skus);
    return {
      shopper: random.int(0, shoppers - 1),
      product,
      sku,
      quantity: random.chance(0.8) ? 1 : random.int(2, 3),
      paid: new Date(paid),
      shipped: new Date(shipped),
      received: new Date(received),
      completed: new Date(completed),
      review: reviewed ? reviewOf(random, product, quality, used) : null,
    };
  });
}

/** Every past order of the given products, oldest payment first; deterministic for the same products and `now`. */
export function planHistory(products: HistoryProduct[], shoppers: number, now: Date): HistoryOrder[] {
  return products
    .flatMap((product, index) => ordersOf(product, index, shoppers, now))
    .sort((a, b) => a.paid.getTime() - b.paid.getTime() || a.product.id - b.product.id);
}
