import { beforeAll, describe, expect, it } from 'vitest';
import { and, sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/build.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { filterConditions, pageQuery, rankedPageQuery, rankingQuery, SORT_ORDER } from './product-list.js';
import { leadingOf, seekPageQuery, walkSql } from './list-walk.js';
import { searchClauses } from './search.js';
import { detailQuery } from './product-detail.js';

/**
 * Every catalogue path is planned on an index once the shelf is big (ADR 013 shows the same plans at 100,000
 * products). 20,000 products, analysed, are enough for the planner to choose as it does at full size, and take a
 * few seconds to write: a dropped or mismatched index fails here rather than in production.
 */
const PRODUCTS = 20_000;
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
  // As the demo seed spreads them: ten categories alike, about one title in 45 a laptop, one product in twenty
  // off the shelf, prices, stock, sales and dates spread; then VACUUM ANALYZE, as the seed ends.
  await t.database.db.execute(sql`
    insert into categories (slug, names, icon, sort)
    select 'extra-' || i, jsonb_build_object('en', 'Extra ' || i), '/c.svg', 10 + i from generate_series(1, 8) as i`);
  await t.database.db.execute(sql`
    insert into products (shop_id, category_id, title, description, images, price_cents, original_price_cents,
                          stock, sales, rating_hundredths, on_shelf, created_at)
    select case when i % 3 = 0 then ${f.harbour.id}::int else ${f.circuit.id}::int end,
           (select id from categories order by id offset i % 10 limit 1),
           (array['Aurora', 'Granite', 'Nimbus', 'Pocket', 'Harbour'])[i % 5 + 1] || ' ' ||
             case when i % 45 = 0 then 'Laptop'
                  else (array['Blender', 'Kettle', 'Jacket', 'Lamp', 'Tent', 'Drone', 'Watch'])[i % 7 + 1] end ||
             ' ' || i,
           'Sturdy and light, model ' || i, array['/uploads/p.svg'], 500 + (i * 37) % 99500,
           1000 + (i * 37) % 99500, i % 9, (i * 13) % 5000, 300 + i % 200, i % 20 <> 0,
           now() - make_interval(mins => i)
    from generate_series(1, ${PRODUCTS}::int) as i`);
  await t.database.db.execute(sql`vacuum analyze products`);
}, 120_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of the plan PostgreSQL would run for this query, as written by the app. */
async function planOf(query: SQLWrapper) {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    t.database.db,
    sql`explain (format json) ${query}`,
  );
  const json = row!['QUERY PLAN'];
  const root = (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan as PlanNode;
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(root);
  return {
    indexes: new Set(nodes.map((n) => n['Index Name']).filter(Boolean)),
    scansEveryProduct: nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'products'),
  };
}

const page = { page: 1, limit: 20 };
const listWhere = (filters: Parameters<typeof filterConditions>[0]) => and(...filterConditions(filters));

/** A page deep in the list starts after this anchor: keyset, never OFFSET (decision 049). */
const deep = { key: '2500', id: 9000 };

describe('catalogue plans on a big shelf', () => {
  it('a category by sales reads products_category_sales_idx: its walk, and any page by a seek', async () => {
    const where = listWhere({ category_id: String(f.computer.id) } as never);
    for (const query of [
      walkSql(where, 'sales', 20),
      seekPageQuery(t.database.db, where, 'sales', undefined, 20),
      seekPageQuery(t.database.db, where, 'sales', deep, 20, leadingOf({ category_id: f.computer.id, sort: 'sales' })),
    ]) {
      const plan = await planOf(query);
      expect(plan.scansEveryProduct).toBe(false);
      expect(plan.indexes).toContain('products_category_sales_idx');
    }
    // Page 50 is a seek past its anchor, as cheap as page 1: no rows are read to be skipped.
    expect(seekPageQuery(t.database.db, where, 'sales', deep, 20).toSQL().sql).not.toMatch(/offset/i);
  });

  it('a price range in stock, cheapest first, reads products_price_idx', async () => {
    const where = listWhere({ min_price_cents: '2000', max_price_cents: '9000', in_stock: '1' } as never);
    for (const query of [walkSql(where, 'price_asc', 20), seekPageQuery(t.database.db, where, 'price_asc', deep, 20)]) {
      const plan = await planOf(query);
      expect(plan.scansEveryProduct).toBe(false);
      expect(plan.indexes).toContain('products_price_idx');
    }
  });

  it.each(['laptop', 'gaming laptop'])(
    'a search for %s reads the index of the words, nothing else',
    async (keyword) => {
      const { where, order } = searchClauses({ keyword, sort: 'relevance' } as never);
      const plan = await planOf(rankingQuery(t.database.db, where, order));
      expect(plan.scansEveryProduct).toBe(false);
      expect(plan.indexes).toContain('products_search_idx');
      expect(plan.indexes).not.toContain('products_title_trgm_idx');
    },
  );

  it("a page cut from a search's ranking reads its products by their keys", async () => {
    const ids = Array.from({ length: 20 }, (_, i) => 4000 + i * 45);
    const plan = await planOf(rankedPageQuery(t.database.db, ids, and(...filterConditions({}))));
    expect(plan.scansEveryProduct).toBe(false);
    expect(plan.indexes).toContain('products_pkey');
  });

  it('a product page reads the product by its key', async () => {
    const plan = await planOf(detailQuery(t.database.db, 4242));
    expect(plan.scansEveryProduct).toBe(false);
    expect(plan.indexes).toContain('products_pkey');
  });

  it('notices a missing index: without products_price_idx the price list scans every product', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`drop index products_price_idx`);
        const where = listWhere({ min_price_cents: '2000', max_price_cents: '9000', in_stock: '1' } as never);
        const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
          tx as never,
          sql`explain (format json) ${pageQuery(tx as never, where, SORT_ORDER.price_asc, page)}`,
        );
        expect(JSON.stringify(row)).toContain('"Seq Scan"');
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
  });
});
