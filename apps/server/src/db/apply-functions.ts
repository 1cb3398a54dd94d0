import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sqlFolder } from './sql-folder.js';

/**
 * The database's code (its functions, and the triggers that run them) is written once, one file per function in
 * db/functions/, and applied after the numbered migrations on every start (decision 035; Flyway calls these
 * repeatable migrations). The migrations keep the tables, indexes and data moves.
 */

/** What applying needs of one connection: a script of several statements, and rows. */
export interface SqlSession {
  exec(script: string): Promise<unknown>;
  rows<T>(query: string, params?: unknown[]): Promise<T[]>;
}

export interface FunctionFile {
  /** The function's name, and the file's (`tw_pay` in `tw_pay.sql`). */
  name: string;
  sql: string;
  sha256: string;
  /** The other files' functions its text calls. */
  calls: string[];
}

/** Taken while migrating and applying: processes starting at once on one database take turns (any constant). */
export const SCHEMA_LOCK = 0x74770035;

const withoutComments = (sql: string) => sql.replace(/--.*$/gm, '');

/** The files in `folder`, each after the files whose functions it calls (a circle is refused). */
export function readFunctionFiles(folder = sqlFolder('functions')): FunctionFile[] {
  const read = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => ({ name: path.basename(file, '.sql'), sql: fs.readFileSync(path.join(folder, file), 'utf8') }));
  const files = read.map(({ name, sql }) => ({
    name,
    sql,
    sha256: createHash('sha256').update(sql).digest('hex'),
    calls: read
      .map((other) => other.name)
      .filter((other) => other !== name && new RegExp(`\\b${other}\\s*\\(`).test(withoutComments(sql))),
  }));
  return inCallOrder(files);
}

/** Callees first; among files free to go, by name, so every start applies them in the same order. */
export function inCallOrder(files: FunctionFile[]): FunctionFile[] {
  const ordered: FunctionFile[] = [];
  const waiting = [...files].sort((a, b) => (a.name < b.name ? -1 : 1));
  while (waiting.length > 0) {
    const next = waiting.findIndex((file) =>
      file.calls.every((callee) => ordered.some((done) => done.name === callee)),
    );
    if (next < 0) throw new Error(`database functions that call each other in a circle: ${waiting.map((f) => f.name)}`);
    ordered.push(...waiting.splice(next, 1));
  }
  return ordered;
}

/**
 * Applies, in one transaction under the schema lock, every file that changed since it was last applied, or that
 * was applied before the newest migration (a migration may have dropped what a file made). An unchanged function is
 * not written again: rewriting it would make every connection of every running process compile it and plan its
 * statements again, and a trigger's rewrite waits for, and then holds up, the writes to its table. Answers the
 * names of the files applied.
 */
export async function applyFunctions(session: SqlSession, files = readFunctionFiles()): Promise<string[]> {
  await session.exec('begin');
  try {
    await session.rows('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await session.exec(`create table if not exists drizzle.functions_applied (
      file text primary key, sha256 text not null, migration text, applied_at timestamptz not null default now())`);
    const [newest] = await session.rows<{ migration: string | null }>(
      'select max(created_at)::text as migration from drizzle.__drizzle_migrations',
    );
    const migration = newest?.migration ?? null;
    const applied = new Map(
      (
        await session.rows<{ file: string; sha256: string; migration: string | null }>(
          'select file, sha256, migration from drizzle.functions_applied',
        )
      ).map((row) => [row.file, row]),
    );
    const changed = files.filter((file) => {
      const last = applied.get(file.name);
      return last?.sha256 !== file.sha256 || last.migration !== migration;
    });
    for (const file of changed) {
      await session.exec(file.sql);
      await session.rows(
        `insert into drizzle.functions_applied (file, sha256, migration) values ($1, $2, $3)
         on conflict (file) do update set sha256 = excluded.sha256, migration = excluded.migration, applied_at = now()`,
        [file.name, file.sha256, migration],
      );
    }
    await session.exec('commit');
    return changed.map((file) => file.name);
  } catch (error) {
    await session.exec('rollback').catch(() => {});
    throw error;
  }
}

/**
 * The numbered migrations, then the functions, under the schema lock held on `session`'s connection: of several
 * processes starting at once, the first migrates and applies, and the others wait for it and find nothing to do.
 * Answers the function files applied.
 */
export async function prepareSchema(session: SqlSession, migrate: () => Promise<void>): Promise<string[]> {
  await session.rows('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
  try {
    await migrate();
    return await applyFunctions(session);
  } finally {
    await session.rows('select pg_advisory_unlock($1)', [SCHEMA_LOCK]);
  }
}
