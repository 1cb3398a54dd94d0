import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';

const RECORD_TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint' };

/**
 * Inserts rows sent as one JSON parameter and unpacked by jsonb_to_recordset. A VALUES list costs drizzle and
 * the driver a parameter per cell, which dominates a large seed; this costs one string. The columns are the
 * keys of the first row, typed from the drizzle schema.
 */
export async function insertRecords<T extends PgTable>(db: Database, table: T, rows: InferInsertModel<T>[]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const target = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const source = sql.join(
    keys.map((key) => sql.identifier(key)),
    sql`, `,
  );
  const recordType = sql.join(
    keys.map((key) => {
      const type = columns[key].getSQLType();
      return sql`${sql.identifier(key)} ${sql.raw(RECORD_TYPES[type] ?? type)}`;
    }),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${target})
        select ${source} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${recordType})`,
  );
}
