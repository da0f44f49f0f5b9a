import { setTimeout } from "node:timers/promises";
import { serveTasks } from "../core/threads/serve-tasks.ts";

/**
 * A worker for core/threads' tests: answers each task's input back, or as asked keeps allocating
 * until its heap limit stops it, sleeps, or throws.
 */
export type EchoTask = { echo?: unknown; grow?: boolean; sleepMs?: number; fail?: string };

serveTasks(async (task: EchoTask) => {
  if (task.grow) {
    const kept: string[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => `${index}`));
  }
  if (task.sleepMs) await setTimeout(task.sleepMs);
  if (task.fail) throw new Error(task.fail);
  return { echo: task.echo, threadId: (await import("node:worker_threads")).threadId };
});
