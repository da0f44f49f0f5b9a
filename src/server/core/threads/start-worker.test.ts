import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { startWorker, workerModule } from "./start-worker.ts";

const echoWorker = workerModule(import.meta.url, "../../test-support/echo-worker");

describe("a worker thread started from a module URL", () => {
  it("names the worker with the caller's own extension: .ts from the sources, .js from the build", () => {
    expect(workerModule("file:///app/src/server/x/reader.ts", "./reader-worker").href).toBe(
      "file:///app/src/server/x/reader-worker.ts",
    );
    expect(workerModule("file:///app/dist/node/server/x/reader.js", "./reader-worker").href).toBe(
      "file:///app/dist/node/server/x/reader-worker.js",
    );
  });

  it("runs a TypeScript module and answers plain data", async () => {
    const worker = startWorker(echoWorker, { workerData: { hello: ["světe", 1] } });
    const [message] = await once(worker, "message");
    expect(message).toEqual({ echo: { hello: ["světe", 1] } });
    await worker.terminate();
  });

  it("dies alone when it passes its heap limit", async () => {
    const worker = startWorker(echoWorker, {
      workerData: { grow: true },
      resourceLimits: { maxOldGenerationSizeMb: 16 },
    });
    const [error] = await once(worker, "error").catch((thrown: unknown) => [thrown]);
    expect((error as { code?: string }).code).toBe("ERR_WORKER_OUT_OF_MEMORY");
  });
});
