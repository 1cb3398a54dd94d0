import { CATEGORY_SLUGS, type CategorySlug } from '@tradewind/contract';
import type { products } from '../../db/schema/index.js';
import { imageFiles, imageUrl } from './images.js';
import { randomFor, type Random } from './random.js';
import { sellsItem, type ShopProfile } from './shops-curated.js';
import { draftSkus, draftSpecs, type SkuDraft, type SpecDraft } from './skus.js';
import { PALETTES, type Palette } from './svg/palettes.js';
import { VOCAB } from './vocab/index.js';
import type { CategoryVocab, ItemTemplate } from './vocab/types.js';

const PRODUCT_SEED = 0x7ade;
const DAY_MS = 86_400_000;

export interface SeededShop {
  id: number;
  origin: string;
  sells?: ShopProfile['sells'];
}

export interface ProductContext {
  categoryIds: Record<CategorySlug, number>;
  shopsByCategory: Record<CategorySlug, readonly SeededShop[]>;
  now: Date;
}

export interface ProductDraft {
  row: Omit<typeof products.$inferInsert, 'id'>;
  specs: SpecDraft[];
  skus: (SkuDraft & { image: string | null })[];
}

const optional = (random: Random, words?: readonly string[]) => (words?.length ? random.pick(words) : '');

/** Two to four sentences: what is special about the item, what holds for its category, where it ships from. */
function describeProduct(vocab: CategoryVocab, item: ItemTemplate, origin: string, random: Random) {
  const pool = [...new Set([...(item.details ?? []), ...vocab.sentences])];
  const chosen = random.sample(pool, random.int(1, 3));
  return [...chosen, `Ships from ${origin}, tracked all the way.`].join(' ').replaceAll('{noun}', item.noun);
}

/**
 * The shop of product number `index`: the category's shops take turns, and a turn that falls on a shop which does
 * not sell the item (a candle at a textile shop) goes to the shops that do, in turn among themselves.
 */
function shopFor(shops: readonly SeededShop[], slug: CategorySlug, noun: string, index: number): SeededShop {
  const turn = Math.floor(index / CATEGORY_SLUGS.length);
  const shop = shops[turn % shops.length]!;
  if (sellsItem(shop, slug, noun)) return shop;
  const sellers = shops.filter((s) => sellsItem(s, slug, noun));
  return sellers.length ? sellers[turn % sellers.length]! : shop;
}

/** Product number `index`, the same on every run: its category, shop, title, pictures, specs and SKUs. */
export function draftProduct(index: number, context: ProductContext): ProductDraft {
  const slug = CATEGORY_SLUGS[index % CATEGORY_SLUGS.length];
  const random = randomFor(PRODUCT_SEED, index);
  const vocab: CategoryVocab = VOCAB[slug];
  const item = random.pick(vocab.items);
  const brand = random.chance(vocab.brandChance) ? random.pick(vocab.brands) : '';
  const title = [brand, optional(random, item.before), item.noun, optional(random, item.after)]
    .filter(Boolean)
    .join(' ');
  const shop = shopFor(context.shopsByCategory[slug], slug, item.noun, index);

  const specs = draftSpecs(item.specs ?? [], random);
  const skus = draftSkus(
    specs,
    {
      dollars: item.price[0] + random.next() * (item.price[1] - item.price[0]),
      discountPercent: random.chance(0.4) ? random.int(10, 40) : 0,
      soldOut: random.chance(0.03),
    },
    random,
  );

  // A product in colours shows each colour; its colour SKUs show theirs.
  const colourSpec = specs.findIndex((s) => s.spec.name === 'Colour');
  const colours = colourSpec < 0 ? [] : specs[colourSpec].spec.values;
  const colourPalettes = colours.map((c) => PALETTES.find((p) => p.colour === c)!);
  const others = random.shuffle(PALETTES);
  const palettes = [...new Set([...random.shuffle(colourPalettes), ...others])].slice(
    0,
    Math.max(colours.length, random.int(2, 4)),
  );
  const picture = (p: Palette) => imageUrl(imageFiles.product(slug, item.drawing, p));

  const cheapest = skus.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  return {
    row: {
      shopId: shop.id,
      categoryId: context.categoryIds[slug],
      title,
      description: describeProduct(vocab, item, shop.origin, random),
      images: palettes.map(picture),
      priceCents: cheapest.priceCents,
      originalPriceCents: cheapest.originalPriceCents,
      stock: skus.reduce((sum, s) => sum + s.stock, 0),
      onShelf: true,
      createdAt: new Date(context.now.getTime() - Math.floor(random.next() * 120 * DAY_MS)),
    },
    specs: specs.map((s) => s.spec),
    skus: skus.map((sku) => ({
      ...sku,
      image: colourSpec < 0 ? null : picture(colourPalettes[colours.indexOf(sku.specValues[colourSpec])]),
    })),
  };
}
