import type { ResourceLimits, Transferable, Worker } from "node:worker_threads";
import { startWorker } from "./start-worker.ts";

/** Why a task got no answer: its worker ran out of heap, out of time, or stopped. */
export type TaskFailure = "out_of_memory" | "timeout" | "stopped";

export class WorkerTaskFailed extends Error {
  constructor(
    readonly failure: TaskFailure,
    message: string,
  ) {
    super(message);
  }
}

export type TaskWorkerOptions = {
  /** The worker's module (workerModule()); it calls serveTasks() with its handler. */
  module: URL;
  resourceLimits?: ResourceLimits;
  /** How long an idle worker is kept for the next task before it is stopped (its memory given back). */
  idleMs: number;
};

export type TaskWorker<Input, Output> = {
  /** Runs one task (tasks queue, one at a time); `transfer` hands buffers of `input` over uncopied. */
  run: (input: Input, options: { timeoutMs: number; transfer?: Transferable[] }) => Promise<Output>;
  /** Stops the worker now (a running task fails with "stopped"). */
  stop: () => Promise<void>;
};

/** What serveTasks posts back for task `id`. */
export type TaskAnswer = { id: number; output: unknown } | { id: number; fault: string };

/**
 * One worker thread that runs tasks one after another: started on the first task, kept while tasks
 * come (starting one costs a module graph's load; from the TypeScript sources, seconds), stopped after
 * `idleMs` without one. A worker past its heap limit or its task's time is stopped and the task fails
 * with WorkerTaskFailed; the next task starts a fresh worker. The worker never keeps the process alive.
 */
export function createTaskWorker<Input, Output>(options: TaskWorkerOptions): TaskWorker<Input, Output> {
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 0;

  const discard = (stopping: Worker) => {
    if (worker === stopping) worker = null;
    stopping.removeAllListeners();
    stopping.on("error", () => {}); // whatever it says while stopping changes no answer
    return stopping.terminate().then(() => undefined);
  };

  const current = (): Worker => {
    clearTimeout(idleTimer);
    if (!worker) {
      worker = startWorker(options.module, { resourceLimits: options.resourceLimits });
      worker.unref();
    }
    return worker;
  };

  const runOne = (input: Input, timeoutMs: number, transfer: Transferable[]) =>
    new Promise<Output>((resolve, reject) => {
      const running = current();
      const id = ++nextId;
      const finish = (settle: () => void, stopWorker: boolean) => {
        clearTimeout(timer);
        running.off("message", onMessage).off("error", onError).off("exit", onExit);
        if (stopWorker) void discard(running);
        else idleTimer = setTimeout(() => void discard(running), options.idleMs).unref();
        settle();
      };
      const onMessage = (answer: TaskAnswer) => {
        if (answer.id !== id) return;
        if ("output" in answer) finish(() => resolve(answer.output as Output), false);
        else finish(() => reject(new Error(`the worker's task failed: ${answer.fault}`)), false);
      };
      const onError = (error: Error & { code?: string }) => {
        const failure = error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out_of_memory" : "stopped";
        finish(() => reject(failure === "stopped" ? error : new WorkerTaskFailed(failure, error.message)), true);
      };
      const onExit = (code: number) =>
        finish(() => reject(new WorkerTaskFailed("stopped", `the worker stopped (exit code ${code})`)), true);
      const timer = setTimeout(
        () => finish(() => reject(new WorkerTaskFailed("timeout", `the task took over ${timeoutMs} ms`)), true),
        timeoutMs,
      );
      running.on("message", onMessage).once("error", onError).once("exit", onExit);
      running.postMessage({ id, input }, transfer);
    });

  return {
    run: (input, { timeoutMs, transfer = [] }) => {
      const task = queue.then(() => runOne(input, timeoutMs, transfer));
      queue = task.catch(() => undefined);
      return task;
    },
    stop: async () => {
      clearTimeout(idleTimer);
      const stopping = worker;
      worker = null;
      // A running task hears the exit (onExit) and fails with "stopped".
      if (stopping) await stopping.terminate();
    },
  };
}
