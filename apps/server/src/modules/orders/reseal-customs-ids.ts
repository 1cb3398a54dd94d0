import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { addresses, orders } from '../../db/schema/index.js';
import type { SecretBox } from '../../lib/secret-box.js';

const BATCH = 500;

/**
 * The customs IDs' part of a card key rotation (docs/operations.md): every sealed ID, on addresses and in the
 * addresses orders copied, sealed again under the box's key. As for card numbers, a row is rewritten only while it
 * still holds what was read. Answers how many were sealed again.
 */
export async function resealCustomsIds(db: Database, box: SecretBox) {
  let count = 0;
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: addresses.id, cipher: addresses.customsIdCipher })
      .from(addresses)
      .where(and(isNotNull(addresses.customsIdCipher), gt(addresses.id, after)))
      .orderBy(asc(addresses.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const { id, cipher } of rows) {
      await db
        .update(addresses)
        .set({ customsIdCipher: box.seal(box.open(cipher!)) })
        .where(and(eq(addresses.id, id), eq(addresses.customsIdCipher, cipher!)));
      count += 1;
    }
    after = rows.at(-1)!.id;
  }
  const sealedInOrder = sql<string>`${orders.address}->>'customs_id_cipher'`;
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: orders.id, cipher: sealedInOrder })
      .from(orders)
      .where(and(isNotNull(sealedInOrder), gt(orders.id, after)))
      .orderBy(asc(orders.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const { id, cipher } of rows) {
      const resealed = box.seal(box.open(cipher));
      await db
        .update(orders)
        .set({ address: sql`jsonb_set(${orders.address}, '{customs_id_cipher}', to_jsonb(${resealed}::text))` })
        .where(and(eq(orders.id, id), eq(sealedInOrder, cipher)));
      count += 1;
    }
    after = rows.at(-1)!.id;
  }
  return count;
}
