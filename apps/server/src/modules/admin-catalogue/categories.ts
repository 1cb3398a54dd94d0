import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CatalogueV, ErrorKey, LANGUAGE_CODES, type AdminCategory, type CategorySaveBody } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { PG_FOREIGN_KEY_VIOLATION, pgCode } from '../../db/pg-error.js';
import { unlessTaken } from '../../lib/unless-taken.js';
import { categories, products } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Page } from '../catalogue/product-list.js';
import { acceptPictures } from './pictures.js';

type CategoryRow = typeof categories.$inferSelect;

/** The PostgreSQL error code behind a failed statement, whichever driver raised it. */

// Correlated subqueries name their tables: drizzle writes a bare column name inside a raw fragment.
const productCount = sql<number>`(select count(*)::int from products where products.category_id = categories.id)`;

const toAdminCategory = (row: CategoryRow, used: number): AdminCategory => ({
  id: row.id,
  slug: row.slug,
  names: Object.fromEntries(LANGUAGE_CODES.filter((code) => row.names[code]).map((code) => [code, row.names[code]])),
  icon: row.icon,
  sort: row.sort,
  product_count: used,
});

/** Every category in the home screen's order, with its names in all languages and how many products use it. */
export async function adminCategories(db: Database, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ category: categories, used: productCount })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(categories),
  ]);
  return { list: rows.map((r) => toAdminCategory(r.category, r.used)), total: Number(total?.n ?? 0), ...page };
}

const slugTaken = () => new AppError(ErrorKey.Conflict, {}, { slug: CatalogueV.slugTaken });

/** Creates a category (no id) or edits one; names left empty fall back to English for buyers. */
export async function saveCategory(db: Database, userId: number, body: z.output<typeof CategorySaveBody>) {
  return db.transaction(async (tx) => {
    const [current] =
      body.id === undefined ? [] : await tx.select().from(categories).where(eq(categories.id, body.id)).for('update');
    if (body.id !== undefined && !current) throw new AppError(ErrorKey.NotFound);
    await acceptPictures(tx, userId, [{ field: 'icon', url: body.icon }], current ? [current.icon] : []);
    const [clash] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, body.slug), current ? ne(categories.id, current.id) : undefined));
    if (clash) throw slugTaken();
    const names = Object.fromEntries(Object.entries(body.names).filter(([, name]) => name));
    const values = { slug: body.slug, names, icon: body.icon, sort: body.sort };
    const [row] = await unlessTaken(
      'slug',
      () =>
        current
          ? tx.update(categories).set(values).where(eq(categories.id, current.id)).returning()
          : tx.insert(categories).values(values).returning(),
      CatalogueV.slugTaken,
    );
    const [used] = await tx.select({ n: productCount }).from(categories).where(eq(categories.id, row!.id));
    return toAdminCategory(row!, used!.n);
  });
}

/** Only an unused category goes: the foreign key has the last word when a product takes it meanwhile. */
export async function deleteCategory(db: Database, id: number) {
  const inUse = () => new AppError(ErrorKey.Conflict, {}, { id: CatalogueV.categoryInUse });
  const [used] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  if (Number(used?.n ?? 0) > 0) throw inUse();
  try {
    const deleted = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    if (deleted.length === 0) throw new AppError(ErrorKey.NotFound);
  } catch (error) {
    if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION) throw inUse();
    throw error;
  }
}
