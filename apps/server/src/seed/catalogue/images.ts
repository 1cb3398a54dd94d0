import { CATEGORY_SLUGS, type CategorySlug } from '@tradewind/contract';
import type { ObjectStore } from '../../lib/storage/object-store.js';
import { CAMPAIGNS } from './campaigns.js';
import type { ShopProfile } from './shops-curated.js';
import { campaignBannerSvg } from './svg/campaign-art.js';
import type { Drawing } from './svg/drawing.js';
import { DRAWINGS } from './svg/drawings.js';
import { PALETTES, type Palette } from './svg/palettes.js';
import { categoryIconSvg, productSvg } from './svg/product-image.js';
import { shopBannerSvg, shopLogoSvg } from './svg/shop-art.js';

/** Seed images live in the object store's `catalogue/` folder and are served at this path. */
export const CATALOGUE_FOLDER = 'catalogue/';
export const CATALOGUE_URL = '/uploads/catalogue';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const drawingsOf = (slug: CategorySlug): [string, Drawing][] => Object.entries(DRAWINGS[slug]);
const paletteByKey = (key: string) => PALETTES.find((p) => p.key === key)!;
const shopPalette = (index: number) => PALETTES[index % PALETTES.length];

export const imageFiles = {
  product: (slug: CategorySlug, drawing: string, palette: Palette) => `p-${slug}-${kebab(drawing)}-${palette.key}.svg`,
  categoryIcon: (slug: CategorySlug) => `category-${slug}.svg`,
  shopLogo: (index: number) => `shop-${index + 1}-logo.svg`,
  shopBanner: (index: number) => `shop-${index + 1}-banner.svg`,
  campaign: (index: number) => `banner-${index + 1}.svg`,
};

export const imageUrl = (file: string) => `${CATALOGUE_URL}/${file}`;

/** Two drawings for a shop's banner: one per category, or two from its only category. */
function shopArt(shop: ShopProfile): Drawing[] {
  const [first, second] = shop.categories;
  return second
    ? [drawingsOf(first)[0][1], drawingsOf(second)[0][1]]
    : drawingsOf(first)
        .slice(0, 2)
        .map((d) => d[1]);
}

/**
 * Every picture the catalogue refers to: a bounded pool of product pictures (10 categories × 4 drawings ×
 * 5 palettes), whatever the number of products, plus icons, banners and one logo and banner per shop.
 */
export async function writeImagePool(store: ObjectStore, shops: readonly ShopProfile[]): Promise<number> {
  const files = new Map<string, string>();
  for (const slug of CATEGORY_SLUGS) {
    for (const [name, drawing] of drawingsOf(slug)) {
      for (const palette of PALETTES) files.set(imageFiles.product(slug, name, palette), productSvg(drawing, palette));
    }
    const palette = PALETTES[CATEGORY_SLUGS.indexOf(slug) % PALETTES.length];
    files.set(imageFiles.categoryIcon(slug), categoryIconSvg(drawingsOf(slug)[0][1], palette));
  }
  shops.forEach((shop, i) => {
    files.set(imageFiles.shopLogo(i), shopLogoSvg(shop.name, shopPalette(i)));
    files.set(imageFiles.shopBanner(i), shopBannerSvg(shop.name, shopPalette(i), shopArt(shop)));
  });
  CAMPAIGNS.forEach((campaign, i) => {
    const art = campaign.art.map(([slug, name]) => (DRAWINGS[slug] as Record<string, Drawing>)[name]);
    files.set(imageFiles.campaign(i), campaignBannerSvg(paletteByKey(campaign.palette), art));
  });
  await Promise.all(
    [...files].map(([file, svg]) => store.put(`${CATALOGUE_FOLDER}${file}`, Buffer.from(svg), 'image/svg+xml')),
  );
  return files.size;
}
