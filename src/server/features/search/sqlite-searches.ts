import type { Worker } from "node:worker_threads";
import type { SearchQuery, SearchResults } from "../../../shared/schemas/search.ts";
import type { SearchLimits } from "../../config.ts";
import { startWorker, workerModule } from "../../core/threads/start-worker.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { searchTooCostly } from "./search-budget.ts";
import type { SearchJob, SearchWorkerAnswer, SearchWorkerData } from "./search-worker-messages.ts";

/** After the budget, how long the worker has to say so before the request is answered 503 anyway. */
const ANSWER_GRACE_MS = 200;
/**
 * After the budget, how long the worker may stay busy before it is replaced: its budget function runs
 * on every row, but a step without rows (a one-letter prefix's lists merged) cannot be interrupted, and
 * terminating the thread is the only way to stop better-sqlite3 (it has no interrupt).
 */
const REPLACE_AFTER_MS = 2_000;
/** The worker's own heap: results are small; SQLite's pages are outside it. */
const WORKER_HEAP_MB = 128;

type Running = {
  job: SearchJob;
  worker: Worker;
  settle: (outcome: { results: SearchResults } | { error: Error }) => void;
  timers: NodeJS.Timeout[];
  /** Lets the next search have the worker. */
  release: () => void;
};

/**
 * Searches on SQLite, one at a time on a worker thread with its own read-only connection
 * (search-worker.ts): started on the first search, replaced when it dies or stays busy too long past
 * a budget, stopped with the server. The caller (search-gate.ts) sends one search at a time; a search
 * answered 503 while the worker still finishes it waits here for the worker to be free.
 */
export function sqliteSearches({ file, limits, logger }: { file: string; limits: SearchLimits; logger: Logger }) {
  let thread: Worker | null = null;
  let ready: Promise<void> | null = null;
  let running: Running | null = null;
  let free: Promise<void> = Promise.resolve();
  let nextId = 1;
  let isStopped = false;

  /** Ends the running search if `worker` runs it (an abandoned worker's late words change nothing). */
  const finish = (worker: Worker, outcome: { results: SearchResults } | { error: Error }) => {
    const done = running;
    if (!done || done.worker !== worker) return;
    running = null;
    for (const timer of done.timers) clearTimeout(timer);
    done.settle(outcome);
    done.release();
  };

  const start = (): Promise<void> => {
    const worker = startWorker(workerModule(import.meta.url, "./search-worker"), {
      workerData: { file } satisfies SearchWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    thread = worker;
    // An idle search worker never keeps the process alive; stop() ends it with the server.
    worker.unref();
    const started = new Promise<void>((resolve, reject) => {
      worker.on("message", (message: SearchWorkerAnswer) => {
        if (message.kind === "ready") return resolve();
        if (running?.job.id !== message.id) return;
        if (message.kind === "results") finish(worker, { results: message.results });
        else if (message.kind === "too_costly") finish(worker, { error: searchTooCostly() });
        else {
          logger.error("search failed in its worker", { error: message.message });
          finish(worker, { error: new AppError("internal", 500, "Something went wrong on the server.") });
        }
      });
      worker.on("error", (error) => {
        reject(error);
        const isTooCostly = (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
        if (!isTooCostly) logger.error("search worker failed", { error });
        finish(worker, { error: isTooCostly ? searchTooCostly() : busy() });
      });
      worker.on("exit", () => {
        if (thread === worker) {
          thread = null;
          ready = null;
        }
        reject(new Error("the search worker exited before it was ready"));
        finish(worker, { error: busy() });
      });
    });
    return started;
  };

  /**
   * Gives up a worker still busy long past its budget: the next search starts a fresh one at once. The
   * old thread ends when it next runs JavaScript (terminate cannot stop SQLite's native step midway).
   */
  const replace = (worker: Worker) => {
    logger.warn("search worker still busy past its budget; replacing it");
    if (thread === worker) {
      thread = null;
      ready = null;
    }
    finish(worker, { error: searchTooCostly() });
    void worker.terminate();
  };

  /** Waits for the worker to be free (one search at a time, in the order asked), starting it if needed. */
  const takeWorker = async (): Promise<{ worker: Worker; release: () => void }> => {
    const previous = free;
    let release = () => {};
    free = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      if (isStopped) throw busy();
      ready ??= start();
      await ready;
      if (!thread) throw busy();
      return { worker: thread, release };
    } catch (error) {
      if (!(error instanceof AppError)) logger.error("search worker did not start", { error });
      ready = null;
      release();
      throw busy();
    }
  };

  /** Sends `job` to `worker`: answered by the worker, or 503 once its budget and grace are over. */
  const dispatch = (worker: Worker, job: SearchJob, release: () => void) =>
    new Promise<SearchResults>((resolve, reject) => {
      let isAnswered = false;
      const answer = (outcome: { results: SearchResults } | { error: Error }) => {
        if (isAnswered) return;
        isAnswered = true;
        if ("results" in outcome) resolve(outcome.results);
        else reject(outcome.error);
      };
      running = {
        job,
        worker,
        settle: answer,
        release,
        timers: [
          // The person gets their 503 on time even while the worker finishes its row or step.
          setTimeout(() => answer({ error: searchTooCostly() }), job.budgetMs + ANSWER_GRACE_MS),
          setTimeout(() => replace(worker), job.budgetMs + REPLACE_AFTER_MS),
        ],
      };
      worker.postMessage(job);
    });

  return {
    async search(userId: string, query: SearchQuery): Promise<SearchResults> {
      const { worker, release } = await takeWorker();
      const job: SearchJob = {
        id: nextId++,
        userId,
        query,
        budgetMs: limits.timeBudgetMs,
        slowQueryForTestsMs: limits.slowQueryForTestsMs ?? 0,
      };
      return dispatch(worker, job, release);
    },

    async stop(): Promise<void> {
      // A search waiting for the worker now gets 503 rather than starting a new one.
      isStopped = true;
      const worker = thread;
      thread = null;
      ready = null;
      if (worker) await worker.terminate();
    },
  };
}

function busy(): AppError {
  return new AppError("server_busy", 503, "Search is not available right now. Try again in a moment.", undefined, 1);
}
