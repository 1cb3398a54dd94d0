import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/**
 * A private picture of a case's timeline is for both sides (decision 036 keeps it from everyone else): the case's
 * buyer and the staff of its shop may read what the other side posted.
 */
export async function mayReadCasePicture(db: Database, userId: number, path: string) {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from dispute_events e join disputes d on d.id = e.dispute_id
        where ${path} = any(e.pictures)
          and (d.user_id = ${userId}
               or exists (select 1 from shop_staff s where s.user_id = ${userId} and s.shop_id = d.shop_id))
        limit 1`,
  );
  return rows.length > 0;
}
