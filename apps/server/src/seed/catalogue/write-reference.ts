import { CATEGORY_SLUGS, type CategorySlug } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { banners, categories, shops, shopTransit } from '../../db/schema/index.js';
import { CAMPAIGNS } from './campaigns.js';
import { CATEGORY_NAMES } from './categories.js';
import { imageFiles, imageUrl } from './images.js';
import type { SeededShop } from './product-draft.js';
import { randomFor } from './random.js';
import { deliveryOf, zonesOf } from './shop-delivery.js';
import type { ShopProfile } from './shops-curated.js';

const DAY_MS = 86_400_000;

export async function insertCategories(db: Database): Promise<Record<CategorySlug, number>> {
  const rows = await db
    .insert(categories)
    .values(
      CATEGORY_SLUGS.map((slug, sort) => ({
        slug,
        names: CATEGORY_NAMES[slug],
        icon: imageUrl(imageFiles.categoryIcon(slug)),
        sort,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  return Object.fromEntries(rows.map((r) => [r.slug, r.id])) as Record<CategorySlug, number>;
}

/**
 * Shops with their fans, age and delivery days per zone; their product count, sales and reviews are counted after the
 * products.
 */
export async function insertShops(db: Database, profiles: readonly ShopProfile[], now: Date) {
  const values = profiles.map((profile, i) => {
    const random = randomFor(0x5409, i);
    return {
      name: profile.name,
      description: profile.description,
      logo: imageUrl(imageFiles.shopLogo(i)),
      banner: imageUrl(imageFiles.shopBanner(i)),
      fans: 50 + Math.floor(49_950 * random.next() ** 2),
      createdAt: new Date(now.getTime() - (150 + Math.floor(random.next() * 750)) * DAY_MS),
      ...deliveryOf(profile, i),
    };
  });
  const ids = new Map<string, number>();
  for (let start = 0; start < values.length; start += 500) {
    const rows = await db
      .insert(shops)
      .values(values.slice(start, start + 500))
      .returning({ id: shops.id, name: shops.name });
    for (const row of rows) ids.set(row.name, row.id);
  }
  const zones = profiles.flatMap((profile, i) =>
    zonesOf(i, values[i]!.shipsFrom).map((z) => ({
      shopId: ids.get(profile.name)!,
      zone: z.zone,
      minDays: z.min_days,
      maxDays: z.max_days,
    })),
  );
  for (let start = 0; start < zones.length; start += 5_000) {
    await db.insert(shopTransit).values(zones.slice(start, start + 5_000));
  }
  return profiles.map((profile) => ({ ...profile, id: ids.get(profile.name)! }));
}

/** Which shops sell a category; a category no shop chose (tiny benchmark sets) falls back to every shop. */
export function shopsByCategory(seeded: readonly (ShopProfile & SeededShop)[]) {
  const bySlug = {} as Record<CategorySlug, readonly SeededShop[]>;
  for (const slug of CATEGORY_SLUGS) {
    const sellers = seeded.filter((s) => s.categories.includes(slug));
    bySlug[slug] = sellers.length ? sellers : seeded;
  }
  return bySlug;
}

export async function insertBanners(db: Database, seeded: readonly (ShopProfile & SeededShop)[]) {
  await db.insert(banners).values(
    CAMPAIGNS.map((campaign, sort) => {
      const shop = campaign.shop ? seeded.find((s) => s.name === campaign.shop) : undefined;
      return {
        image: imageUrl(imageFiles.campaign(sort)),
        titles: campaign.titles,
        subtitles: campaign.subtitles,
        link: shop ? `/shop/${shop.id}` : campaign.link,
        sort,
      };
    }),
  );
}
