import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../test-support/accounts.ts";
import { type MailCatcher, startMailCatcher } from "../test-support/mail-catcher.ts";
import type { TestClient } from "../test-support/test-client.ts";
import { createTestStorage, type TestStorage } from "../test-support/test-server.ts";
import {
  buildServer,
  type ServerProcess,
  serverProcessEnvironment,
  spawnServerProcess,
  startServerProcess,
} from "./server-process.ts";

/**
 * A real server process (the compiled server under `node`) on its own data, killed with SIGKILL
 * while a client keeps creating notes; after each restart every create that was answered 2xx must
 * be there. SQLite by default, the scratch PostgreSQL database when DATABASE_URL is set. (SIGKILL
 * keeps the operating system's page cache, so this proves the app's commit-before-answer order,
 * not the disk's flushes; synchronous=FULL covers those.)
 */
const CYCLES = 3;
const ACKNOWLEDGED_BEFORE_KILL = 50;
const WRITERS = 4;

let build: Awaited<ReturnType<typeof buildServer>>;
let mail: MailCatcher;
const storages: TestStorage[] = [];
const running: ServerProcess[] = [];

beforeAll(async () => {
  build = await buildServer();
  mail = await startMailCatcher();
}, 60_000);

afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await mail.close();
  for (const storage of storages) await storage.dispose();
  build.dispose();
});

/** Fresh storage and the environment that starts the compiled server on it. */
async function serverEnvironment() {
  const storage = await createTestStorage();
  storages.push(storage);
  return serverProcessEnvironment(storage, { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: "1000" });
}

async function start(baseUrl: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(build.mainJs, baseUrl, env);
  running.push(server);
  return server;
}

/** Writers that create notes until the server goes away; every 201 is recorded as id → title. */
function fireCreates(client: TestClient, cycle: number, acknowledged: Map<number, string>) {
  let count = 0;
  let isKilled = false;
  const unexpected: string[] = [];
  const writer = async (writer: number) => {
    for (let n = 0; ; n += 1) {
      const title = `crash ${cycle}.${writer}.${n}`;
      let response: Response;
      try {
        response = await client.post("/api/notes", { title, category: "notes" });
      } catch (error) {
        if (!isKilled) unexpected.push(`${title}: ${String(error)}`);
        return; // the connection went away with the process
      }
      if (response.status === 201) {
        const note = (await response.json().catch(() => null)) as { id: number } | null;
        if (note) {
          acknowledged.set(note.id, title);
          count += 1;
        }
      } else if (!isKilled) {
        unexpected.push(`${title}: ${response.status} ${await response.text()}`);
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  return {
    done,
    unexpected,
    acknowledgedCount: () => count,
    markKilled: () => {
      isKilled = true;
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("crash durability", () => {
  it(`keeps every acknowledged create through ${CYCLES} SIGKILLs`, async () => {
    const { baseUrl, env } = await serverEnvironment();
    let server = await start(baseUrl, env);
    const client = await signedInClient(baseUrl, mail);
    const acknowledged = new Map<number, string>();

    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const firing = fireCreates(client, cycle, acknowledged);
      await until(
        () => firing.acknowledgedCount() >= ACKNOWLEDGED_BEFORE_KILL || firing.unexpected.length > 0,
        30_000,
        "creates",
      );
      expect(firing.unexpected).toEqual([]);
      // A random moment after the minimum, so the kill lands anywhere in a request's life.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
      firing.markKilled();
      server.child.kill("SIGKILL");
      expect((await server.exited).signal).toBe("SIGKILL");
      await firing.done;

      server = await start(baseUrl, env);
      const present = new Map<number, string>();
      let cursor: string | null = null;
      do {
        const list = await client.get(`/api/notes?limit=200${cursor ? `&cursor=${cursor}` : ""}`);
        expect(list.status).toBe(200);
        const page = (await list.json()) as { notes: { id: number; title: string }[]; nextCursor: string | null };
        for (const note of page.notes) present.set(note.id, note.title);
        cursor = page.nextCursor;
      } while (cursor);
      const lost = [...acknowledged].filter(([id, title]) => present.get(id) !== title);
      expect({ cycle, acknowledged: acknowledged.size, lost }).toEqual({
        cycle,
        acknowledged: acknowledged.size,
        lost: [],
      });
    }

    // After all that, a normal stop still is one: SIGTERM, in-flight work finished, exit 0.
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 90_000);

  it("starts again after being killed during its first start-up (migrations)", async () => {
    // How long a first start-up takes here, so the kills land inside it on a fast or a slow machine.
    const calibration = await serverEnvironment();
    const startedAt = Date.now();
    const measured = await start(calibration.baseUrl, calibration.env);
    const startUpMs = Date.now() - startedAt;
    measured.child.kill("SIGTERM");
    await measured.exited;

    for (const delayMs of [0.3, 0.6, 0.85].map((share) => Math.round(share * startUpMs))) {
      const { baseUrl, env } = await serverEnvironment();
      const first = spawnServerProcess(build.mainJs, env);
      running.push(first);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      first.child.kill("SIGKILL");
      await first.exited;

      const second = await start(baseUrl, env);
      const client = await signedInClient(baseUrl, mail);
      const created = await client.post("/api/notes", { title: "after the crash", category: "notes" });
      expect([delayMs, created.status]).toEqual([delayMs, 201]);
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 90_000);
});
