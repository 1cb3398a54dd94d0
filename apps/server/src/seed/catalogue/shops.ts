import { CATEGORY_SLUGS, type CategorySlug } from '@tradewind/contract';
import { randomFor } from './random.js';
import { CURATED_SHOPS, type ShopProfile } from './shops-curated.js';

const PLACES = [
  ['Shanghai', 'China'],
  ['Sapporo', 'Japan'],
  ['Incheon', 'South Korea'],
  ['Phuket', 'Thailand'],
  ['Da Nang', 'Vietnam'],
  ['Bandung', 'Indonesia'],
  ['Izmir', 'Türkiye'],
  ['Bordeaux', 'France'],
  ['Kaohsiung', 'Taiwan'],
  ['Hong Kong', 'China'],
  ['Singapore', 'Singapore'],
  ['Kuala Lumpur', 'Malaysia'],
  ['Xiamen', 'China'],
  ['Fukuoka', 'Japan'],
  ['Surabaya', 'Indonesia'],
  ['Antalya', 'Türkiye'],
] as const;

/** Words for a made-up shop's name, broad enough for everything its category holds (no "Tea" shop selling curry). */
const THEMES: Record<CategorySlug, readonly string[]> = {
  computer: ['Byte', 'Circuit', 'Pixel'],
  electrical: ['Volt', 'Bright', 'Spark'],
  outdoors: ['Trail', 'Summit', 'Camp'],
  family: ['Home', 'Hearth', 'Nest'],
  health: ['Wellness', 'Vital', 'Balance'],
  menswear: ['Menswear', 'Outfitters', 'Gentlemen'],
  womenswear: ['Boutique', 'Closet', 'Atelier'],
  food: ['Pantry', 'Deli', 'Gourmet'],
  phone: ['Mobile', 'Phone', 'Signal'],
  toys: ['Toy', 'Kids', 'Play'],
};

/** A shop of two categories is named for neither: "Izmir Toy Store" selling dresses would puzzle a buyer. */
const GENERAL_THEMES = ['Trading', 'Goods', 'Bazaar'];

const SUFFIXES = ['Store', 'Hub', 'Co.', 'Market', 'Studio', 'Depot', 'Supply', 'House'];

const GOODS: Record<CategorySlug, string> = {
  computer: 'computers and accessories',
  electrical: 'small appliances',
  outdoors: 'outdoor gear',
  family: 'homeware',
  health: 'health and wellness products',
  menswear: "men's clothing",
  womenswear: "women's clothing",
  food: 'food and drink',
  phone: 'phones and accessories',
  toys: 'toys and games',
};

/** The curated shops first, then made-up but plausible ones (for benchmark sets with many shops). */
export function shopProfiles(count: number): ShopProfile[] {
  const shops = CURATED_SHOPS.slice(0, count);
  const names = new Set(shops.map((s) => s.name));
  for (let i = shops.length; i < count; i++) {
    const random = randomFor(0x5eed5, i);
    const main = CATEGORY_SLUGS[i % CATEGORY_SLUGS.length];
    const other = random.chance(0.35) ? random.pick(CATEGORY_SLUGS.filter((c) => c !== main)) : undefined;
    const categories = other ? [main, other] : [main];
    const [city, country] = random.pick(PLACES);
    let name = '';
    for (let attempt = 0; !name || names.has(name); attempt++) {
      const base = `${city} ${random.pick(other ? GENERAL_THEMES : THEMES[main])} ${random.pick(SUFFIXES)}`;
      name = attempt < 8 ? base : `${base} ${attempt - 6}`;
    }
    names.add(name);
    shops.push({
      name,
      categories,
      origin: `${city}, ${country}`,
      description: `Hand-picked ${categories.map((c) => GOODS[c]).join(' and ')} shipped from ${city} to buyers in over 40 countries, with tracked delivery and easy returns.`,
    });
  }
  return shops;
}
