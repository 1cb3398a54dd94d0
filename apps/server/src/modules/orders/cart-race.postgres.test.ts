import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { insertOrderFixture } from '../../test/order-fixture.js';
import { walletBuyer } from '../../test/wallet.js';
import { cartItems, skus } from '../../db/schema/index.js';

/**
 * A buyer adds an SKU to the bag at the moment the operator removes it. Only PostgreSQL lets a second session
 * hold the removal open while the bag's write waits on it; PGlite has one session, so this file runs only in
 * the PostgreSQL pass of `npm test` (vitest.config.ts).
 */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

describe('adding to the bag while the SKU is removed', () => {
  it('answers that the product is gone (404 NOT_FOUND), not a server error, and the bag stays empty', async () => {
    const buyer = await walletBuyer(t.app, t.database, 0);
    const [sku] = await t.database.db
      .insert(skus)
      .values({
        productId: f.sku.keyboard.productId,
        specValues: ['Short-lived'],
        priceCents: 1_000,
        originalPriceCents: 1_000,
        stock: 5,
      })
      .returning();
    const operator = new pg.Client({ connectionString: t.url });
    await operator.connect();
    try {
      // The operator's removal, not yet committed: the SKU still reads as there, but its row is locked.
      await operator.query('begin');
      await operator.query('delete from skus where id = $1', [sku!.id]);

      const adding = call(t.app, 'POST', '/api/cart/add', {
        token: buyer.token,
        body: { sku_id: sku!.id, quantity: 1 },
      });
      // The bag's write has read the SKU and now waits for the removal's lock.
      await expect
        .poll(
          async () =>
            (
              await operator.query(
                "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
              )
            ).rows[0].n,
          { timeout: 10_000 },
        )
        .toBe(1);
      await operator.query('commit');

      const res = await adding;
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('NOT_FOUND');
      expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toEqual([]);
    } finally {
      await operator.end();
    }
  });
});
