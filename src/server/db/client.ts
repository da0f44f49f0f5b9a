import path from "node:path";
import type { Kysely } from "kysely";
import { openPostgres } from "./open-postgres.ts";
import { openSqlite } from "./open-sqlite.ts";
import type { Database } from "./types.ts";

export type Engine = "sqlite" | "postgres";

export type DatabaseHandle = {
  engine: Engine;
  /** Poriadok's typed query builder, behind the boundary plugin. */
  db: Kysely<Database>;
  /**
   * The same Kysely without the boundary plugin, for Better Auth (which maps types itself) and
   * migrations. It shares db's driver: on SQLite one connection needs one lock, never two.
   */
  plainDb: Kysely<unknown>;
  /** Resolves when the database answers within `timeoutMs`; rejects otherwise (for /api/health). */
  ping: (timeoutMs: number) => Promise<void>;
  /** Closes the database; rejects with a DatabaseTimeoutError when that takes too long. */
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl: string | null;
  /** Told when PostgreSQL drops an idle connection (restart, failover); the pool replaces it. */
  onConnectionLost?: (error: Error) => void;
};

export function openDatabase({ dataDir, databaseUrl, onConnectionLost = () => {} }: DatabaseOptions): DatabaseHandle {
  return databaseUrl ? openPostgres(databaseUrl, onConnectionLost) : openSqlite(path.join(dataDir, "poriadok.sqlite"));
}
