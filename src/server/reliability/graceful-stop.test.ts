import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RECONNECT_AFTER_STOP_MS } from "../features/sync/sync-stream.ts";
import { signedInClient } from "../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../test-support/accounts-server.ts";
import { type SourceServerProcess, spawnSourceServer } from "../test-support/source-server-process.ts";
import { openEventStream } from "../test-support/sse-client.ts";
import { createTestStorage, type TestStorage, testConfig } from "../test-support/test-server.ts";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; reusedSocket: boolean };

/** A GET through `agent` (false: a connection of its own), read to the end. */
function get(url: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          reusedSocket: request.reusedSocket,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * A download whose client reads the first chunk, then calls `onFirstChunk` and holds off reading for
 * `pauseMs`, so the response is still in flight meanwhile; resolves with the status and bytes read.
 */
function slowDownload(url: string, onFirstChunk: () => void, pauseMs: number) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          if (bytes === 0) {
            response.pause();
            onFirstChunk();
            setTimeout(() => response.resume(), pauseMs);
          }
          bytes += chunk.length;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

let storage: TestStorage | null = null;
let running: SourceServerProcess | null = null;
let harness: AccountsServer | null = null;

afterEach(async () => {
  running?.child.kill("SIGKILL");
  running = null;
  await harness?.close();
  harness = null;
  await storage?.dispose();
  storage = null;
});

describe("stopping the server process on SIGTERM", () => {
  it("answers health 503 at once, closes kept-alive connections, finishes a slow request and exits 0 within 10 s", async () => {
    storage = await createTestStorage();
    const config = testConfig(storage);
    const size = 24 * 1024 * 1024;
    writeFileSync(path.join(config.webDir, "assets", "big-0001.bin"), Buffer.alloc(size, 7));
    running = spawnSourceServer({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? "",
      WEB_DIR: config.webDir,
      SHUTDOWN_DRAIN_MS: "1500",
    });
    const server = running;
    const url = await server.ready;
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(`${url}/api/health`, keptAlive);
    expect(before.status).toBe(200);
    expect(before.headers.connection).toBe("keep-alive");

    let signalledAt = 0;
    const download = slowDownload(
      `${url}/assets/big-0001.bin`,
      () => {
        signalledAt = Date.now();
        server.child.kill("SIGTERM");
      },
      700,
    );
    await expect.poll(() => signalledAt, { timeout: 10_000 }).toBeGreaterThan(0);

    // A new connection: health says "stopping" as soon as the signal is handled.
    let health = await get(`${url}/api/health`, false);
    while (health.status === 200 && Date.now() - signalledAt < 1_000) health = await get(`${url}/api/health`, false);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: "stopping" });
    expect(Date.now() - signalledAt).toBeLessThan(1_000);

    // The connection kept alive from before the signal: served, then told to close.
    const after = await get(`${url}/api/health`, keptAlive);
    expect(after.reusedSocket).toBe(true);
    expect(after.status).toBe(503);
    expect(after.headers.connection).toBe("close");

    expect(await download).toEqual({ status: 200, bytes: size });
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('"msg":"stopped"');
    running = null;
    keptAlive.destroy();
  }, 40_000);
});

describe("live-sync streams when the server stops", () => {
  it("tells an open stream, and one opened while stopping, to reconnect soon, then ends them", async () => {
    harness = await startAccountsServer();
    const { server } = harness;
    const client = await signedInClient(server.url, harness.mail);
    const open = await openEventStream(client, "/api/sync/stream");
    expect(await open.nextChange()).toBe(0);

    const stopped = server.stop(5_000, 1_000);
    const hint = await open.next(2_000);
    const [least, spread] = RECONNECT_AFTER_STOP_MS;
    expect(Number(hint.retry)).toBeGreaterThanOrEqual(least);
    expect(Number(hint.retry)).toBeLessThan(least + spread);
    await open.ended;

    // Still draining: health says so, and a stream opened now is sent on at once.
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get("connection")).toBe("close");
    expect(await health.json()).toMatchObject({ status: "stopping" });
    const late = await openEventStream(client, "/api/sync/stream");
    expect(late.response.status).toBe(200);
    expect((await late.next(2_000)).retry).toMatch(/^\d+$/);
    await late.ended;
    await stopped;
  });
});
