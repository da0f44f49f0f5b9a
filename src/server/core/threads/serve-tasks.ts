import { parentPort } from "node:worker_threads";
import type { TaskAnswer } from "./task-worker.ts";

/**
 * The worker's side of createTaskWorker: answers each task with `handle`'s output (plain data: it is
 * structured-cloned back), or with the fault it threw — a bug, which the caller answers as one.
 */
export function serveTasks<Input, Output>(handle: (input: Input) => Promise<Output> | Output): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs in a worker thread");
  port.on("message", async ({ id, input }: { id: number; input: Input }) => {
    let answer: TaskAnswer;
    try {
      answer = { id, output: await handle(input) };
    } catch (error) {
      answer = { id, fault: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(answer);
  });
}
