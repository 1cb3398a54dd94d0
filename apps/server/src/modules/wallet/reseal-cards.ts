import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { withdrawAccounts, withdrawals } from '../../db/schema/index.js';
import type { SecretBox } from '../../lib/secret-box.js';

const BATCH = 500;

/**
 * The last step of a card key rotation (docs/operations.md): every stored card number sealed again under the box's
 * key, whichever of its keys sealed it. A row is rewritten only while it still holds what was read, so a process
 * writing meanwhile loses nothing. Answers how many were sealed again.
 */
export async function resealCards(db: Database, box: SecretBox) {
  let count = 0;
  for (const table of [withdrawAccounts, withdrawals]) {
    for (let after = 0; ;) {
      const rows = await db
        .select({ id: table.id, cipher: table.cardCipher })
        .from(table)
        .where(and(isNotNull(table.cardCipher), gt(table.id, after)))
        .orderBy(asc(table.id))
        .limit(BATCH);
      if (rows.length === 0) break;
      for (const { id, cipher } of rows) {
        await db
          .update(table)
          .set({ cardCipher: box.seal(box.open(cipher!)) })
          .where(and(eq(table.id, id), eq(table.cardCipher, cipher!)));
        count += 1;
      }
      after = rows.at(-1)!.id;
    }
  }
  return count;
}
