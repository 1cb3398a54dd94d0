import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorKey,
  LOW_STOCK_THRESHOLD,
  type AdminProduct,
  type AdminProductQuery,
  type AdminProductRow,
  type LanguageCode,
} from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { categories, orderLines, productSpecs, products, shops, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { localized, toSku, toSpecs } from '../catalogue/cards.js';
import { containing } from '../../db/paging.js';

type Query = z.output<typeof AdminProductQuery>;

// Correlated subqueries name their tables: drizzle writes a bare column name inside a raw fragment.
const lowStock = sql`skus.product_id = products.id and skus.stock <= ${LOW_STOCK_THRESHOLD}`;

function conditions(query: Query): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.keyword) {
    const byTitle = ilike(products.title, containing(query.keyword));
    where.push(/^\d{1,9}$/.test(query.keyword) ? or(byTitle, eq(products.id, Number(query.keyword))) : byTitle);
  }
  if (query.shop_id !== undefined) where.push(eq(products.shopId, query.shop_id));
  if (query.category_id !== undefined) where.push(eq(products.categoryId, query.category_id));
  if (query.shelf !== 'all') where.push(eq(products.onShelf, query.shelf === 'on'));
  if (query.low_stock === '1') where.push(sql`exists (select 1 from skus where ${lowStock})`);
  return and(...where);
}

/** The operator's product list, newest first, off the shelf too: one page, its total, and each one's SKU health. */
export async function adminProducts(db: Database, query: Query, lang: LanguageCode) {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        product: {
          id: products.id,
          title: products.title,
          image: sql<string>`${products.images}[1]`,
          shopId: products.shopId,
          categoryId: products.categoryId,
          priceCents: products.priceCents,
          stock: products.stock,
          sales: products.sales,
          onShelf: products.onShelf,
          createdAt: products.createdAt,
        },
        shopName: shops.name,
        categoryNames: categories.names,
        skuCount: sql<number>`(select count(*)::int from skus where skus.product_id = products.id)`,
        lowStockSkus: sql<number>`(select count(*)::int from skus where ${lowStock})`,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const list = rows.map(({ product: p, ...r }): AdminProductRow => ({
    id: p.id,
    title: p.title,
    image: p.image ?? '',
    shop_id: p.shopId,
    shop_name: r.shopName,
    category_id: p.categoryId,
    category_name: localized(r.categoryNames, lang),
    price_cents: p.priceCents,
    stock: p.stock,
    sales: p.sales,
    on_shelf: p.onShelf,
    sku_count: r.skuCount,
    low_stock_skus: r.lowStockSkus,
    created_at: p.createdAt.toISOString(),
  }));
  return { list, total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

/** Of these SKUs, the ones some order line points at: those stay, whatever the operator edits. */
export async function orderedSkus(db: Database | Tx, skuIds: number[]) {
  if (skuIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: orderLines.skuId })
    .from(orderLines)
    .where(inArray(orderLines.skuId, skuIds));
  return new Set(rows.map((r) => r.id));
}

/** Everything the edit form needs, on the shelf or not; each SKU says whether it could still be removed. */
export async function adminProduct(db: Database, id: number, lang: LanguageCode): Promise<AdminProduct> {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      description: products.description,
      images: products.images,
      priceCents: products.priceCents,
      originalPriceCents: products.originalPriceCents,
      stock: products.stock,
      sales: products.sales,
      ratingHundredths: products.ratingHundredths,
      onShelf: products.onShelf,
      createdAt: products.createdAt,
      shop: { id: shops.id, name: shops.name },
      category: { id: categories.id, slug: categories.slug, names: categories.names },
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) throw new AppError(ErrorKey.NotFound);
  const [specRows, skuRows] = await Promise.all([
    db
      .select()
      .from(productSpecs)
      .where(eq(productSpecs.productId, id))
      .orderBy(asc(productSpecs.sort), asc(productSpecs.id)),
    db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.id)),
  ]);
  const ordered = await orderedSkus(
    db,
    skuRows.map((s) => s.id),
  );
  return {
    id: row.id,
    shop: row.shop,
    category: { id: row.category.id, slug: row.category.slug, name: localized(row.category.names, lang) },
    title: row.title,
    description: row.description,
    images: row.images,
    specs: toSpecs(specRows),
    skus: skuRows.map((s) => ({ ...toSku(s), sales: s.sales, removable: s.sales === 0 && !ordered.has(s.id) })),
    price_cents: row.priceCents,
    original_price_cents: row.originalPriceCents,
    stock: row.stock,
    sales: row.sales,
    rating: row.ratingHundredths / 100,
    on_shelf: row.onShelf,
    created_at: row.createdAt.toISOString(),
  };
}
