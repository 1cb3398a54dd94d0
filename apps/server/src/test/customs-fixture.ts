import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { categories, fxRates, products, shops, skus } from '../db/schema/index.js';
import { DEMO_DESTINATIONS, insertDestinations } from '../seed/customs/index.js';

/**
 * The demo's rules for Korea, Brazil, France and Great Britain (decision 040), the rates of the euro (0.9) and the
 * pound (0.79), and a coat of $180.00 in the order fixture's first shop, in menswear (13 % duty in Korea).
 */
export async function insertCustomsFixture(database: DatabaseHandle, shopName = 'Shenzhen Circuit Hub') {
  const { db } = database;
  await insertDestinations(
    db,
    DEMO_DESTINATIONS.filter((d) => ['KR', 'BR', 'FR', 'GB'].includes(d.country)),
  );
  const setAt = new Date('2026-11-26T13:10:00Z');
  await db
    .insert(fxRates)
    .values([
      { currency: 'EUR', rate: '0.9', source: 'manual', setAt },
      { currency: 'GBP', rate: '0.79', source: 'manual', setAt },
    ])
    .onConflictDoUpdate({ target: fxRates.currency, set: { rate: sql`excluded.rate`, setAt } });
  const [shop] = await db.select().from(shops).where(eq(shops.name, shopName));
  const [menswear] = await db
    .insert(categories)
    .values({ slug: 'menswear', names: { en: 'Menswear' }, icon: '/uploads/c/menswear.svg', sort: 3 })
    .returning();
  const [coat] = await db
    .insert(products)
    .values({
      shopId: shop!.id,
      categoryId: menswear!.id,
      title: 'Wool Overcoat',
      description: 'Warm.',
      images: ['/uploads/coat.svg'],
      priceCents: 18_000,
      originalPriceCents: 18_000,
      stock: 50,
    })
    .returning();
  const [sku] = await db
    .insert(skus)
    .values({ productId: coat!.id, specValues: [], priceCents: 18_000, originalPriceCents: 18_000, stock: 50 })
    .returning();
  return { coat: coat!, coatSku: sku! };
}
