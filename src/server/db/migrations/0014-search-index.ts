import { type Kysely, SqliteAdapter, sql } from "kysely";
import {
  POSTGRES_SEARCH_BACKFILL,
  POSTGRES_SEARCH_DROP,
  postgresSearchSetup,
  SQLITE_SEARCH_BACKFILL,
  SQLITE_SEARCH_DROP,
  SQLITE_SEARCH_TABLES,
  sqliteSearchTriggers,
} from "./search-index-sql.ts";

/**
 * Full-text search (issue 13, features/search/): one document per note — title, content, shopping
 * items' names, tags' names — in SQLite FTS5 or a PostgreSQL tsvector under GIN, written by triggers
 * in every write's own transaction and filled here from the notes already there
 * (search-index-sql.ts says how and why).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = async (statements: string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await run([...SQLITE_SEARCH_TABLES, ...SQLITE_SEARCH_BACKFILL, ...sqliteSearchTriggers()]);
    return;
  }
  await sql`create extension if not exists unaccent`.execute(db);
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const schema = found.rows[0]?.schema;
  if (!schema) throw new Error("the unaccent extension is not installed");
  await run([...postgresSearchSetup(schema), POSTGRES_SEARCH_BACKFILL]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const statement of isSqlite ? SQLITE_SEARCH_DROP : POSTGRES_SEARCH_DROP) await sql.raw(statement).execute(db);
}
