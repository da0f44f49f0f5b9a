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

export function openDatabase({ dataDir, databaseUrl, onConnectionLost = () => {} }: DatabaseOptions): DatabaseHandle {
  return databaseUrl ? openPostgres(databaseUrl, onConnectionLost) : openSqlite(path.join(dataDir, "poriadok.sqlite"));
}
