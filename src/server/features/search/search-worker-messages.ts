import type { SearchQuery, SearchResults } from "../../../shared/schemas/search.ts";

/** What the search worker is started with. */
export type SearchWorkerData = { file: string };

/** One search asked of the worker. */
export type SearchJob = {
  id: number;
  userId: string;
  query: SearchQuery;
  budgetMs: number;
  /** Tests only (config.ts): the worker's thread is held this long first, as by a slow query. */
  slowQueryForTestsMs: number;
};

/** The worker's answers: ready once its connection is open, then one per job. */
export type SearchWorkerAnswer =
  | { kind: "ready" }
  | { id: number; kind: "results"; results: SearchResults }
  | { id: number; kind: "too_costly" }
  | { id: number; kind: "failed"; message: string };
