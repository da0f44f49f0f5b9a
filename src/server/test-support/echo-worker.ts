import { parentPort, workerData } from "node:worker_threads";

/**
 * A worker for core/threads' test: answers its workerData back, or with `{ grow: true }` keeps
 * allocating until its heap limit stops it.
 */
const data = workerData as { grow?: boolean };
if (data.grow) {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => `${index}`));
}
parentPort?.postMessage({ echo: workerData });
