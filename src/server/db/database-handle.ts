import type { Kysely } from "kysely";
import type { Database } from "./types.ts";

/** What opening a database gives (client.ts opens it; open-sqlite.ts and open-postgres.ts build it). */
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
  /** PostgreSQL only: queries waiting for a free connection in the pool right now (for /metrics). */
  poolWaiting?: () => number;
  /** Closes the database; rejects with a DatabaseTimeoutError when that takes too long. */
  close: () => Promise<void>;
};
