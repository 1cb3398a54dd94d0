import type { Database } from '../db/client.js';
import { categories, productSpecs, products, shops, skus } from '../db/schema/index.js';

const day = 24 * 60 * 60 * 1000;
const base = Date.UTC(2026, 9, 1);

/**
 * A small catalogue with known prices, sales, ratings, dates and stock, so every filter and sort can be asserted
 * exactly. Product ids follow the order below (1..6). Ratings are as if reviewed (count and score total agree with
 * the average); the review rows themselves are the after-sale tests' to write.
 */
export async function insertCatalogueFixture(db: Database) {
  const [computer, phone] = await db
    .insert(categories)
    .values([
      { slug: 'computer', names: { en: 'Computer', fr: 'Informatique' }, icon: '/uploads/c/computer.svg', sort: 1 },
      { slug: 'phone', names: { en: 'Mobile phone', fr: 'Téléphone' }, icon: '/uploads/c/phone.svg', sort: 2 },
    ])
    .returning();
  const [circuit, harbour] = await db
    .insert(shops)
    .values([
      {
        name: 'Shenzhen Circuit Hub',
        description: 'Laptops and phones',
        logo: '/l1.svg',
        banner: '/b1.svg',
        fans: 10,
        reviewCount: 500,
        goodReviewCount: 493,
        totalSales: 900,
        productCount: 4,
      },
      {
        name: 'Harbour Mobile',
        description: 'Phones',
        logo: '/l2.svg',
        banner: '/b2.svg',
        fans: 3,
        reviewCount: 410,
        goodReviewCount: 390,
        totalSales: 300,
        productCount: 2,
      },
    ])
    .returning();
  type Own = Pick<
    typeof products.$inferInsert,
    'title' | 'priceCents' | 'originalPriceCents' | 'stock' | 'sales' | 'ratingHundredths'
  >;
  const product = (i: number, p: Own & Partial<typeof products.$inferInsert>): typeof products.$inferInsert => ({
    shopId: circuit!.id,
    categoryId: computer!.id,
    description: 'A well made item.',
    images: [`/uploads/p${i}a.svg`, `/uploads/p${i}b.svg`],
    createdAt: new Date(base + i * day),
    ...p,
  });
  const rows = await db
    .insert(products)
    .values([
      product(1, {
        title: 'Aurora Ultralight Laptop 14',
        priceCents: 89900,
        originalPriceCents: 109900,
        stock: 12,
        sales: 500,
        ratingHundredths: 470,
        reviewCount: 10,
        reviewScoreTotal: 47,
      }),
      product(2, {
        title: 'Granite Gaming Laptop 16',
        priceCents: 149900,
        originalPriceCents: 149900,
        stock: 0,
        sales: 120,
        ratingHundredths: 455,
        reviewCount: 20,
        reviewScoreTotal: 91,
      }),
      product(3, {
        title: 'Pocket Mechanical Keyboard',
        priceCents: 5900,
        originalPriceCents: 7900,
        stock: 40,
        sales: 260,
        ratingHundredths: 490,
        reviewCount: 10,
        reviewScoreTotal: 49,
      }),
      product(4, {
        title: 'Nimbus Smartphone 5G',
        categoryId: phone!.id,
        priceCents: 39900,
        originalPriceCents: 44900,
        stock: 30,
        sales: 20,
        ratingHundredths: 430,
        reviewCount: 10,
        reviewScoreTotal: 43,
      }),
      product(5, {
        title: 'Harbour Rugged Phone',
        categoryId: phone!.id,
        shopId: harbour!.id,
        priceCents: 25900,
        originalPriceCents: 25900,
        stock: 5,
        sales: 300,
        ratingHundredths: 410,
        reviewCount: 10,
        reviewScoreTotal: 41,
      }),
      product(6, {
        title: 'Hidden Prototype Tablet',
        onShelf: false,
        priceCents: 1000,
        originalPriceCents: 1000,
        stock: 1,
        sales: 9999,
        ratingHundredths: 500,
        reviewCount: 2,
        reviewScoreTotal: 10,
      }),
    ])
    .returning();
  const nimbus = rows[3]!;
  await db.insert(productSpecs).values([
    { productId: nimbus.id, name: 'Colour', values: ['Black', 'Silver'], sort: 1 },
    { productId: nimbus.id, name: 'Capacity', values: ['128 GB', '256 GB'], sort: 2 },
  ]);
  await db.insert(skus).values([
    { productId: nimbus.id, specValues: ['Black', '128 GB'], priceCents: 39900, originalPriceCents: 44900, stock: 10 },
    { productId: nimbus.id, specValues: ['Black', '256 GB'], priceCents: 45900, originalPriceCents: 49900, stock: 0 },
    { productId: nimbus.id, specValues: ['Silver', '128 GB'], priceCents: 39900, originalPriceCents: 44900, stock: 12 },
    { productId: nimbus.id, specValues: ['Silver', '256 GB'], priceCents: 45900, originalPriceCents: 49900, stock: 8 },
  ]);
  return { computer: computer!, phone: phone!, circuit: circuit!, harbour: harbour!, products: rows };
}
