import { afterAll, describe, expect, it } from "vitest";
import type { EchoTask } from "../../test-support/echo-worker.ts";
import { workerModule } from "./start-worker.ts";
import { createTaskWorker, WorkerTaskFailed } from "./task-worker.ts";

const echoWorker = workerModule(import.meta.url, "../../test-support/echo-worker");
type Echo = { echo: unknown; threadId: number };

async function failure(task: Promise<unknown>): Promise<unknown> {
  return task.then(
    () => new Error("expected the task to fail"),
    (error: unknown) => error,
  );
}

describe("a worker thread started from a module URL", () => {
  it("names the worker with the caller's own extension: .ts from the sources, .js from the build", () => {
    expect(workerModule("file:///app/src/server/x/reader.ts", "./reader-worker").href).toBe(
      "file:///app/src/server/x/reader-worker.ts",
    );
    expect(workerModule("file:///app/dist/node/server/x/reader.js", "./reader-worker").href).toBe(
      "file:///app/dist/node/server/x/reader-worker.js",
    );
  });
});

describe("a task worker", () => {
  const tasks = createTaskWorker<EchoTask, Echo>({
    module: echoWorker,
    resourceLimits: { maxOldGenerationSizeMb: 16 },
    idleMs: 60_000,
  });
  afterAll(() => tasks.stop());

  it("runs a TypeScript module's tasks one after another in the same thread, answering plain data", async () => {
    const first = await tasks.run({ echo: { hello: ["svet", 1] } }, { timeoutMs: 30_000 });
    const buffer = new Uint8Array([1, 2, 3]).buffer;
    const second = await tasks.run({ echo: buffer }, { timeoutMs: 30_000, transfer: [buffer] });
    expect(first.echo).toEqual({ hello: ["svet", 1] });
    expect(new Uint8Array(second.echo as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(buffer.byteLength).toBe(0); // handed over, not copied
    expect(second.threadId).toBe(first.threadId);
  });

  it("passes a task's fault on as an error and keeps the worker", async () => {
    const before = await tasks.run({}, { timeoutMs: 30_000 });
    expect(String(await failure(tasks.run({ fail: "broken" }, { timeoutMs: 30_000 })))).toMatch(/broken/);
    expect((await tasks.run({}, { timeoutMs: 30_000 })).threadId).toBe(before.threadId);
  });

  it("stops a worker past its heap limit or its time, alone, and starts a fresh one for the next task", async () => {
    const before = await tasks.run({}, { timeoutMs: 30_000 });
    const memory = await failure(tasks.run({ grow: true }, { timeoutMs: 30_000 }));
    expect(memory).toBeInstanceOf(WorkerTaskFailed);
    expect((memory as WorkerTaskFailed).failure).toBe("out_of_memory");
    const slow = await failure(tasks.run({ sleepMs: 60_000 }, { timeoutMs: 200 }));
    expect((slow as WorkerTaskFailed).failure).toBe("timeout");
    const after = await tasks.run({ echo: "again" }, { timeoutMs: 30_000 });
    expect(after.echo).toBe("again");
    expect(after.threadId).not.toBe(before.threadId);
  });

  it("stops after its idle time and starts again on the next task", async () => {
    const short = createTaskWorker<EchoTask, Echo>({ module: echoWorker, idleMs: 50 });
    const first = await short.run({}, { timeoutMs: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await short.run({}, { timeoutMs: 30_000 });
    expect(second.threadId).not.toBe(first.threadId);
    await short.stop();
  });
});
