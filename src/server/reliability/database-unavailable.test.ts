import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { startServer } from "../server.ts";
import { createTestClient } from "../test-support/test-client.ts";
import { postgresUrl } from "../test-support/test-database.ts";
import { createTestStorage, startTestServer, type TestStorage, testConfig } from "../test-support/test-server.ts";
import { type SilentNetwork, startSilenceableProxy, startSilentListener } from "./silent-network.ts";

/**
 * Issue 8, point 8: a database that stops answering costs a 503 from /api/health within 2 s, a
 * start-up that gives up, and a shutdown that still ends, never a process that hangs.
 */
const HEALTH_LIMIT_MS = 2_000;

let storage: TestStorage | null = null;
let network: SilentNetwork | null = null;

afterEach(async () => {
  await network?.close();
  network = null;
  await storage?.dispose();
  storage = null;
});

async function timedHealth(url: string) {
  const started = Date.now();
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, body: await response.json(), elapsedMs: Date.now() - started };
}

/**
 * Asks /api/health until it stops answering 200, as a load balancer does, and says how long after
 * the outage began the 503 came. (A success answers the checks of the next 250 ms, so the first
 * check after an outage may still be a 200: HEALTH_SUCCESS_REUSE_MS.)
 */
async function healthOnceUnavailable(url: string, outageStartedAt: number) {
  for (;;) {
    const health = await timedHealth(url);
    if (health.status !== 200 || Date.now() - outageStartedAt > 2 * HEALTH_LIMIT_MS) {
      return { status: health.status, body: health.body, elapsedMs: Date.now() - outageStartedAt };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a database that does not answer", () => {
  it.skipIf(postgresUrl)(
    "makes /api/health answer 503 within 2 s while another process holds SQLite locked",
    async () => {
      storage = await createTestStorage(null);
      const server = await startTestServer(storage);
      expect((await timedHealth(server.url)).status).toBe(200);

      const other = new SqliteDatabase(`${storage.dataDir}/poriadok.sqlite`);
      other.exec("begin exclusive");
      const outageStartedAt = Date.now();
      try {
        const health = await healthOnceUnavailable(server.url, outageStartedAt);
        expect(health).toMatchObject({ status: 503, body: { status: "unavailable", database: "sqlite" } });
        expect(health.elapsedMs).toBeLessThan(HEALTH_LIMIT_MS);
      } finally {
        other.exec("rollback");
        other.close();
      }
      expect((await timedHealth(server.url)).status).toBe(200);
      await server.stop();
    },
  );

  it.runIf(postgresUrl)(
    "makes /api/health answer 503 within 2 s when PostgreSQL falls silent, and the server still stops",
    async () => {
      storage = await createTestStorage();
      const direct = new URL(storage.databaseUrl ?? "");
      network = await startSilenceableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const proxied = new URL(direct);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(network.port);
      const server = await startTestServer(storage, { env: { DATABASE_URL: proxied.toString() } });
      expect((await timedHealth(server.url)).status).toBe(200);

      network.fallSilent();
      const outageStartedAt = Date.now();
      // A request that reaches the database now waits on a connection nobody will answer.
      const hanging = createTestClient(server.url)
        .post("/api/auth/sign-in/email", { email: "jana@example.org", password: "correct horse 42" })
        .catch(() => null);
      const health = await healthOnceUnavailable(server.url, outageStartedAt);
      expect(health).toMatchObject({ status: 503, body: { status: "unavailable", database: "postgres" } });
      expect(health.elapsedMs).toBeLessThan(HEALTH_LIMIT_MS);

      const stopping = Date.now();
      await server.stop(500);
      // 0.5 s grace for requests, at most 5 s for the mail worker's round, 5 s to close the pool.
      expect(Date.now() - stopping).toBeLessThan(12_000);
      await hanging;
    },
    30_000,
  );

  it.runIf(postgresUrl)("keeps serving after PostgreSQL drops every connection (restart, failover)", async () => {
    storage = await createTestStorage();
    const lines: string[] = [];
    const server = await startTestServer(storage, { logger: createLogger("info", (line) => lines.push(line)) });
    expect((await timedHealth(server.url)).status).toBe(200);
    const name = new URL(storage.databaseUrl ?? "").pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgresUrl ?? "" });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lines.some((line) => line.includes("database connection lost"))).toBe(true);
    expect((await timedHealth(server.url)).status).toBe(200);
    await server.stop();
  });

  it("gives up starting within seconds when PostgreSQL accepts connections but never answers", async () => {
    storage = await createTestStorage(null);
    network = await startSilentListener();
    const config = testConfig(storage, { DATABASE_URL: `postgres://poriadok@127.0.0.1:${network.port}/poriadok` });
    const started = Date.now();
    await expect(startServer(config, createLogger("silent"))).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
