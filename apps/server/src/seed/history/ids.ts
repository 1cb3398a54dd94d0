import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/**
 * `count` ids from a table's own sequence, in order, so rows written in one batch can point at each other before
 * they exist (RETURNING gives no order to rely on).
 */
export async function nextIds(db: Database, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
