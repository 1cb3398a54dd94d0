import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { queryRows, type Database } from '../db/client.js';
import type { Operation } from './openapi.js';

/** What a hostile client puts in a field: wrong types, control characters, huge strings and numbers, a prototype. */
export const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\u001b[31m\u0007',
  'x'.repeat(20_000),
  1e308,
  -1,
  1.5,
  true,
  null,
  [[[[[1]]]]],
  { __proto__: { admin: true } },
];

/** What a hostile client sends as a whole body. */
export const HOSTILE_BODIES: unknown[] = ['a\u0000b', 1e308, null, [{}]];

/** The same in a query string. */
export const HOSTILE_QUERY_VALUES = ['a\u0000b', 'x'.repeat(5_000), '-1', '1e308', '9'.repeat(400), '__proto__'];

/** Raw bodies no schema reads: not JSON, nested too deep, a prototype key, a bare value. */
export const HOSTILE_RAW_BODIES = [
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"a":',
  '"a\\u0000b"',
  '1e999',
  'null',
];

function topLevelProperties(schema: unknown, into = new Set<string>()): Set<string> {
  const node = schema as { properties?: Record<string, unknown>; anyOf?: unknown[]; oneOf?: unknown[] };
  for (const name of Object.keys(node.properties ?? {})) into.add(name);
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) topLevelProperties(branch, into);
  return into;
}

/** Every hostile request of one operation, ready for app.inject (the caller adds the token). */
export function hostileRequests(operation: Operation): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const url = operation.path;
  const method = operation.method as InjectOptions['method'];
  for (const name of operation.query) {
    for (const value of HOSTILE_QUERY_VALUES) {
      requests.push({ method, url: `${url}?${encodeURIComponent(name)}=${encodeURIComponent(value)}` });
    }
    requests.push({ method, url: `${url}?${name}=1&${name}=2&${name}[]=3` });
  }
  if (operation.method === 'GET') return requests;
  const json = { 'content-type': 'application/json' };
  for (const value of HOSTILE_BODIES) requests.push({ method, url, headers: json, payload: JSON.stringify(value) });
  const fields = operation.body ? [...topLevelProperties(operation.body)] : [];
  for (const value of fields.length ? HOSTILE_VALUES : []) {
    const body = Object.fromEntries(fields.map((name) => [name, value]));
    requests.push({ method, url, headers: json, payload: JSON.stringify(body) });
  }
  for (const raw of HOSTILE_RAW_BODIES) requests.push({ method, url, headers: json, payload: raw });
  return requests;
}

/**
 * A fingerprint of every table's rows, to tell that nothing was written. Left out: rate_limits, where login tries
 * and registrations count even when refused (the limit working), and search_term_buyers, where a search counts its
 * buyer (decision 019): "-1" or "__proto__" is a keyword a person may search for; recharge_references, where asking
 * for one's transfer reference makes it the first time (it takes no input, so no value is hostile to it, and it stays
 * the same until a top-up uses it; decision 038); session_activity, where a session's last-seen time is kept (at most
 * every five minutes, whatever the request; decision 052); passkey_challenges, where asking how to use a passkey
 * makes a single-use challenge (it takes no value to be hostile to; decision 054); and the tables in `except`.
 */
export async function databaseFingerprint(db: Database, { except = [] as string[] } = {}) {
  const left = [
    'rate_limits',
    'search_term_buyers',
    'recharge_references',
    'session_activity',
    'passkey_challenges',
    ...except,
  ];
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in (${sql.join(
            left.map((name) => sql`${name}`),
            sql`, `,
          )}) order by 1`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ print: string }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from ${sql.identifier(name)} t`,
    );
    prints[name] = row!.print;
  }
  return prints;
}
