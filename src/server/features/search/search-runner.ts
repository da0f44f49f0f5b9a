import type { SearchQuery, SearchResults } from "../../../shared/schemas/search.ts";
import type { Config } from "../../config.ts";
import { type DatabaseHandle, sqliteFileIn } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { postgresSearches } from "./postgres-searches.ts";
import { searchGate } from "./search-gate.ts";
import { sqliteSearches } from "./sqlite-searches.ts";

/** Searches waiting beyond the running ones before more are refused with 503 `server_busy`. */
const SEARCHES_WAITING = 8;

/** Where searches run (server.ts makes it, the search routes use it, the server's stop ends it). */
export type SearchRunner = {
  search: (userId: string, query: SearchQuery) => Promise<SearchResults>;
  stop: () => Promise<void>;
};

/**
 * The search of this instance, never on the event loop's time: on SQLite on a worker thread with its
 * own read-only connection (one search at a time), on PostgreSQL in the database under a statement
 * timeout (two at a time, of the pool's ten connections); each within `config.search.timeBudgetMs`,
 * past which it is abandoned and answered 503 `search_too_costly`.
 */
export function createSearchRunner({
  database,
  config,
  logger,
}: {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
}): SearchRunner {
  const limits = config.search;
  const engine =
    database.engine === "postgres"
      ? postgresSearches({ db: database.db, limits })
      : sqliteSearches({ file: sqliteFileIn(config.dataDir), limits, logger });
  const gate = searchGate({ running: database.engine === "postgres" ? 2 : 1, waiting: SEARCHES_WAITING });
  return {
    search: (userId, query) => gate.run(() => engine.search(userId, query)),
    stop: () => engine.stop(),
  };
}
