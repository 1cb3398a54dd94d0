import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, type CategorySlug } from '@tradewind/contract';
import { draftProduct, type ProductContext } from './product-draft.js';
import { CURATED_SHOPS, sellsItem } from './shops-curated.js';
import { shopProfiles } from './shops.js';
import { VOCAB } from './vocab/index.js';
import { shopsByCategory } from './write-reference.js';

const seeded = CURATED_SHOPS.map((profile, id) => ({ ...profile, id }));
const context: ProductContext = {
  categoryIds: Object.fromEntries(CATEGORY_SLUGS.map((slug, i) => [slug, i])) as Record<CategorySlug, number>,
  shopsByCategory: shopsByCategory(seeded),
  now: new Date('2026-01-01T00:00:00Z'),
};
/** The demo's 480 products: the shop each goes to, its category and title. */
const drafted = Array.from({ length: 480 }, (_, index) => {
  const { row } = draftProduct(index, context);
  return { shop: seeded[row.shopId!]!, slug: CATEGORY_SLUGS[row.categoryId!]!, title: row.title! };
});
const soldBy = (name: string) => drafted.filter((p) => p.shop.name === name);

describe('what each demo shop sells', () => {
  it('names only goods of its own categories, each one an item the category has', () => {
    for (const shop of CURATED_SHOPS) {
      for (const [slug, nouns] of Object.entries(shop.sells ?? {})) {
        expect(shop.categories, `${shop.name} narrows ${slug}`).toContain(slug);
        const items = VOCAB[slug as CategorySlug].items.map((item) => item.noun);
        for (const noun of nouns) expect(items, `${shop.name}: ${noun}`).toContain(noun);
      }
    }
  });

  it('leaves no item of a category without a shop to sell it', () => {
    for (const slug of CATEGORY_SLUGS) {
      for (const { noun } of VOCAB[slug].items) {
        const sellers = CURATED_SHOPS.filter((s) => s.categories.includes(slug) && sellsItem(s, slug, noun));
        expect(sellers.length, `${slug}: ${noun}`).toBeGreaterThan(0);
      }
    }
  });

  it('puts every product at a shop that sells it: no candle at a textile shop, no phone at a smart-home shop', () => {
    for (const product of drafted) {
      const nouns = product.shop.sells?.[product.slug];
      if (nouns)
        expect(
          nouns.some((noun) => product.title.includes(noun)),
          product.title,
        ).toBe(true);
    }
    const istanbul = soldBy('Istanbul Bazaar Textiles');
    expect(istanbul.some((p) => p.slug === 'family')).toBe(true);
    expect(istanbul.filter((p) => /Candle|Mug|Pot\b|Plant/.test(p.title))).toEqual([]);
    const hangzhou = soldBy('Hangzhou Smart Home').filter((p) => p.slug === 'phone');
    expect(hangzhou.length).toBeGreaterThan(0);
    expect(hangzhou.filter((p) => /Smartphone|Camera Phone/.test(p.title))).toEqual([]);
    for (const shop of CURATED_SHOPS) expect(soldBy(shop.name).length, shop.name).toBeGreaterThan(5);
  });

  it('names a made-up shop of two categories for neither', () => {
    const made = shopProfiles(60).slice(CURATED_SHOPS.length);
    for (const shop of made.filter((s) => s.categories.length === 2)) {
      expect(shop.name, shop.name).toMatch(/ (Trading|Goods|Bazaar) /);
    }
  });
});
