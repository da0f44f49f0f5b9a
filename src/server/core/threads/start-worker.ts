import { type ResourceLimits, type Transferable, Worker } from "node:worker_threads";

/**
 * A worker thread's module, named beside the module that starts it: `workerModule(import.meta.url,
 * "./x-worker")`. The server runs from its TypeScript sources (vitest, tsx, `npm run dev`) and
 * compiled to dist/node; tsc rewrites the extensions of imports but not a string in
 * `new URL("./x-worker.ts", import.meta.url)`, so the worker's extension is taken from the caller's
 * own: `.ts` beside a `.ts` module, `.js` beside a `.js` one.
 */
export function workerModule(callerUrl: string, relativeName: string): URL {
  const extension = new URL(callerUrl).pathname.endsWith(".ts") ? ".ts" : ".js";
  return new URL(`${relativeName}${extension}`, callerUrl);
}

export type StartWorkerOptions = {
  /** Given to the worker as `workerData` (structured clone: plain data only). */
  workerData?: unknown;
  /** Buffers inside `workerData` handed over rather than copied (a large upload, say). */
  transferList?: Transferable[];
  /** The worker's own heap limits: past them the worker dies (ERR_WORKER_OUT_OF_MEMORY), not the process. */
  resourceLimits?: ResourceLimits;
};

/**
 * Starts a worker from a module URL (see workerModule). A `.js` module (the build) runs as it is. A
 * `.ts` module (the sources) needs TypeScript inside the worker: a tiny bootstrap imports it through
 * tsx's `tsImport` (a development dependency, only ever resolved here). `execArgv: ["--import", "tsx"]`
 * does not do it on Node 20: the worker loads its entry before the flag's loader hooks apply.
 */
export function startWorker(module: URL, options: StartWorkerOptions = {}): Worker {
  if (!module.pathname.endsWith(".ts")) return new Worker(module, options);
  const entry = JSON.stringify(module.href);
  const bootstrap = `import(${JSON.stringify(tsxApi())}).then(({ tsImport }) => tsImport(${entry}, ${entry}));`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** tsx's ESM API (its "import" condition; require.resolve would give the CommonJS one, which fails here). */
function tsxApi(): string {
  return import.meta.resolve("tsx/esm/api");
}
