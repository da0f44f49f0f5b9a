import { afterEach, describe, expect, it } from "vitest";
import { type SourceServerProcess, spawnSourceServer } from "../test-support/source-server-process.ts";
import { postgresUrl } from "../test-support/test-database.ts";
import { createTestStorage, startTestServer, type TestStorage, testConfig } from "../test-support/test-server.ts";

let storage: TestStorage | null = null;
const started: SourceServerProcess[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) server.child.kill("SIGKILL");
  await storage?.dispose();
  storage = null;
});

function startOn(testStorage: TestStorage): SourceServerProcess {
  const server = spawnSourceServer({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: testStorage.dataDir,
    DATABASE_URL: testStorage.databaseUrl ?? "",
    WEB_DIR: testConfig(testStorage).webDir,
  });
  started.push(server);
  return server;
}

async function health(url: string): Promise<number> {
  return (await fetch(`${url}/api/health`)).status;
}

describe.runIf(postgresUrl === null)("one process per DATA_DIR with the embedded database (SQLite)", () => {
  it("refuses a second process on the same DATA_DIR, naming it, and the first keeps serving", async () => {
    storage = await createTestStorage();
    const first = startOn(storage);
    const url = await first.ready;
    const second = startOn(storage);
    await expect(second.ready).rejects.toThrow(/exited before listening/);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Poriadok is using DATA_DIR ${storage.dataDir}`);
    expect(await health(url)).toBe(200);

    // Released on a clean exit: the next start, a process or a server in this one, takes it.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const inProcess = await startTestServer(storage);
    expect((await inProcess.request("/api/health")).status).toBe(200);
    // Several servers of one process may share it (tests do); another process may not.
    const sibling = await startTestServer(storage);
    expect((await sibling.request("/api/health")).status).toBe(200);
    const third = startOn(storage);
    expect(await third.exited).toBe(1);
    await sibling.stop();
    await inProcess.stop();
  }, 120_000);

  it("is not blocked by a process that was killed (kill -9)", async () => {
    storage = await createTestStorage();
    const killed = startOn(storage);
    await killed.ready;
    killed.child.kill("SIGKILL");
    await killed.exited;
    const next = startOn(storage);
    expect(await health(await next.ready)).toBe(200);
    next.child.kill("SIGTERM");
    expect(await next.exited).toBe(0);
  }, 120_000);
});

describe.runIf(postgresUrl)("several processes on one DATA_DIR with PostgreSQL", () => {
  it("starts them all: the database, not the folder, is what they share", async () => {
    storage = await createTestStorage();
    const first = startOn(storage);
    const second = startOn(storage);
    const urls = await Promise.all([first.ready, second.ready]);
    expect(await Promise.all(urls.map(health))).toEqual([200, 200]);
    first.child.kill("SIGTERM");
    second.child.kill("SIGTERM");
    expect(await Promise.all([first.exited, second.exited])).toEqual([0, 0]);
  }, 120_000);
});
