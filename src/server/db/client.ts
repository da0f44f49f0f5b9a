import path from "node:path";
import type { DatabaseHandle } from "./database-handle.ts";
import { openPostgres } from "./open-postgres.ts";
import { openSqlite } from "./open-sqlite.ts";

export type { DatabaseHandle, Engine } from "./database-handle.ts";

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl: string | null;
  /** Told when PostgreSQL drops an idle connection (restart, failover); the pool replaces it. */
  onConnectionLost?: (error: Error) => void;
};

/** The embedded database's file in DATA_DIR (worker threads open their own connection on it). */
export const sqliteFileIn = (dataDir: string) => path.join(dataDir, "poriadok.sqlite");

export function openDatabase({ dataDir, databaseUrl, onConnectionLost = () => {} }: DatabaseOptions): DatabaseHandle {
  return databaseUrl ? openPostgres(databaseUrl, onConnectionLost) : openSqlite(sqliteFileIn(dataDir));
}
