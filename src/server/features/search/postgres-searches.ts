import { type Kysely, sql } from "kysely";
import type { SearchQuery, SearchResults } from "../../../shared/schemas/search.ts";
import type { SearchLimits } from "../../config.ts";
import type { Database } from "../../db/types.ts";
import { searchNotes } from "./search.service.ts";
import { SearchTooCostlyError, searchBudget, searchTooCostly } from "./search-budget.ts";

/** PostgreSQL's error code for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = "57014";

/**
 * Searches on PostgreSQL: the database works on its own server and pg waits without holding the event
 * loop, so the search runs here, in a read-only transaction whose `statement_timeout` is the budget
 * (SET LOCAL: it ends with the transaction, the pooled connection keeps its own). A statement past it
 * is cancelled by the database and the search answered 503 `search_too_costly`, as on SQLite.
 */
export function postgresSearches({ db, limits }: { db: Kysely<Database>; limits: SearchLimits }) {
  return {
    async search(userId: string, query: SearchQuery): Promise<SearchResults> {
      const budget = searchBudget(limits.timeBudgetMs);
      try {
        return await db
          .transaction()
          .setAccessMode("read only")
          .execute(async (trx) => {
            await sql`select set_config('statement_timeout', ${String(limits.timeBudgetMs)}, true)`.execute(trx);
            // Tests only (config.ts): the database busy with this search for that long.
            const slowMs = limits.slowQueryForTestsMs ?? 0;
            if (slowMs > 0) await sql`select pg_sleep(${slowMs / 1000})`.execute(trx);
            return searchNotes({ db: trx, userId }, query, { budget });
          });
      } catch (error) {
        if (error instanceof SearchTooCostlyError || (error as { code?: unknown }).code === QUERY_CANCELED) {
          throw searchTooCostly();
        }
        throw error;
      }
    },
    stop: async () => {},
  };
}
