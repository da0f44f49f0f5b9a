/**
 * The search's worker thread on SQLite (started by sqlite-searches.ts): searches with a read-only
 * connection of its own (WAL: it reads beside the server's writer), so better-sqlite3's synchronous
 * query holds this thread, never the server's event loop. One search at a time. Its time budget is
 * checked by a SQL function on every row the index gives (and between steps): past it the function
 * throws, SQLite abandons the statement, and the answer is `too_costly`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import { openSqliteReader } from "../../db/open-sqlite.ts";
import { searchNotes } from "./search.service.ts";
import { type SearchBudget, searchBudget } from "./search-budget.ts";
import type { SearchJob, SearchWorkerAnswer, SearchWorkerData } from "./search-worker-messages.ts";

const port = parentPort;
if (!port) throw new Error("search-worker.ts runs as a worker thread");

const { file } = workerData as SearchWorkerData;
const reader = openSqliteReader(file);
let budget: SearchBudget = searchBudget(0);
// Given the row's rowid, so SQLite calls it for each row (and its arity, 1, is the function's length).
reader.connection.function("search_within_budget", { deterministic: false }, (_rowid: unknown) => {
  budget.check();
  return 1;
});
const rowCheck = (rowid: RawBuilder<unknown>) => sql<SqlBool>`search_within_budget(${rowid})`;
const pause = new Int32Array(new SharedArrayBuffer(4));

async function answer(job: SearchJob): Promise<SearchWorkerAnswer> {
  budget = searchBudget(job.budgetMs);
  try {
    // Tests only: the thread held as by a slow synchronous query (config.ts, slowQueryForTestsMs).
    if (job.slowQueryForTestsMs > 0) Atomics.wait(pause, 0, 0, job.slowQueryForTestsMs);
    budget.check();
    const results = await searchNotes({ db: reader.db, userId: job.userId }, job.query, { budget, rowCheck });
    return { id: job.id, kind: "results", results };
  } catch (error) {
    // Whatever form the budget function's throw takes on its way out of SQLite: past the time is too costly.
    if (budget.isOver()) return { id: job.id, kind: "too_costly" };
    return {
      id: job.id,
      kind: "failed",
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

port.on("message", (job: SearchJob) => {
  void answer(job).then((message) => port.postMessage(message));
});
port.postMessage({ kind: "ready" } satisfies SearchWorkerAnswer);
