import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/** From this many products on, a seed loads into bare tables and builds their indexes after (see `bareWhileLoading`). */
export const BULK_FROM = 20_000;

/**
 * Runs `load` with the tables' secondary indexes and foreign keys set aside, then builds them again from the whole
 * table, in the caller's transaction (a failed seed leaves them as they were). Building an index once, sorted, costs a
 * fraction of keeping it row by row — most of all the GIN indexes of the search words, which take some thirty
 * entries per product — and one check of each foreign key over the table replaces one lookup per row. For a large
 * seed of an empty catalogue only: the tables must hold nothing another session could need indexed meanwhile.
 */
export async function bareWhileLoading<T>(db: Database, tables: string[], load: () => Promise<T>): Promise<T> {
  const names = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        where t.relname in (${names}) and t.relnamespace = 'public'::regnamespace
          and not i.indisprimary and not i.indisunique`,
  );
  const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
    db,
    sql`select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class t on t.oid = c.conrelid
        where t.relname in (${names}) and t.relnamespace = 'public'::regnamespace and c.contype = 'f'`,
  );
  for (const fk of foreignKeys)
    await db.execute(sql`alter table ${sql.identifier(fk.table)} drop constraint ${sql.identifier(fk.name)}`);
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await load();
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const fk of foreignKeys)
    await db.execute(
      sql`alter table ${sql.identifier(fk.table)} add constraint ${sql.identifier(fk.name)} ${sql.raw(fk.definition)}`,
    );
  return result;
}
