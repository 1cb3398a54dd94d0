import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

const windowStillOpen = (seconds: number) => sql`rate_limits.window_start > now() - make_interval(secs => ${seconds})`;

/**
 * Counts one hit in a fixed window, atomically in the database so every process shares the limit.
 * Returns whether the hit is within the limit and how long until the window closes.
 */
export async function consume(db: Database, limit: Limit, key: string) {
  const rows = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (bucket, key, window_start, hits) values (${limit.bucket}, ${key}, now(), 1)
    on conflict (bucket, key) do update set
      hits = case when ${windowStillOpen(limit.windowSeconds)} then rate_limits.hits + 1 else 1 end,
      window_start = case when ${windowStillOpen(limit.windowSeconds)} then rate_limits.window_start else now() end
    returning hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as retry_after`,
  );
  const row = rows[0]!;
  return { allowed: row.hits <= limit.max, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Whether the key is already over its limit, without counting a hit. */
export async function isOverLimit(db: Database, limit: Limit, key: string) {
  const rows = await queryRows<{ retry_after: number }>(
    db,
    sql`
    select ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as retry_after
    from rate_limits
    where bucket = ${limit.bucket} and key = ${key} and hits >= ${limit.max} and ${windowStillOpen(limit.windowSeconds)}`,
  );
  return rows[0]
    ? { over: true, retryAfterSeconds: Math.max(1, rows[0].retry_after) }
    : { over: false, retryAfterSeconds: 0 };
}

export async function resetLimit(db: Database, limit: Limit, key: string) {
  await db.execute(sql`delete from rate_limits where bucket = ${limit.bucket} and key = ${key}`);
}
