import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { openEventStream, type SseConnection } from "../../test-support/sse-client.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import { postgresUrl } from "../../test-support/test-database.ts";
import { startTestServer, type TestServer } from "../../test-support/test-server.ts";

/** PostgreSQL only: two app instances on one database, as several stateless instances run in production. */
describe.runIf(postgresUrl)("live sync across two instances on one PostgreSQL", () => {
  let harness: AccountsServer;
  let second: TestServer;
  let alice: TestClient;
  let admin: pg.Client;
  let onSecond: SseConnection;

  beforeAll(async () => {
    harness = await startAccountsServer();
    second = await startTestServer(harness.storage, { env: { SMTP_URL: harness.mail.url } });
    alice = await signedInClient(harness.server.url, harness.mail);
    admin = new pg.Client({ connectionString: harness.storage.databaseUrl ?? "" });
    await admin.connect();
    onSecond = await openEventStream(alice, `${second.url}/api/sync/stream`);
    expect(await onSecond.nextChange()).toBe(0);
  });
  afterAll(async () => {
    onSecond?.close();
    await admin?.end();
    await second?.stop();
    await harness?.close();
  });

  /** Writes through the first instance; returns nothing, the stream on the second tells the sequence. */
  async function writeOnFirst(title: string) {
    const response = await alice.request("/api/notes", { method: "POST", json: { title, category: "notes" } });
    expect(response.status).toBe(201);
  }

  /** The instances' LISTEN connections (core/changes/change-bus-postgres.ts names them). */
  async function listeners(): Promise<{ pid: number; started: Date }[]> {
    const { rows } = await admin.query<{ pid: number; backend_start: Date }>(
      "select pid, backend_start from pg_stat_activity where datname = current_database() and application_name = 'poriadok-listen'",
    );
    return rows.map((row) => ({ pid: row.pid, started: row.backend_start }));
  }

  it("tells a stream on the second instance of a write through the first (NOTIFY/LISTEN)", async () => {
    expect(await listeners()).toHaveLength(2);
    await writeOnFirst("Written on the first instance");
    expect(await onSecond.nextChange()).toBe(1);
    await writeOnFirst("And another");
    expect(await onSecond.nextChange()).toBe(2);
  });

  it("reconnects a terminated LISTEN connection; a write in the gap arrives by re-reading, later ones by NOTIFY", async () => {
    const before = await listeners();
    const killedAt = new Date();
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)", [
      before.map((listener) => listener.pid),
    ]);
    // Within the first reconnect delay (200 ms): the second instance hears no NOTIFY of this write,
    // and its stream learns the sequence when the instance, listening again, re-reads it.
    await writeOnFirst("Written while nobody listens");
    expect(await onSecond.nextChange(5_000)).toBe(3);
    const deadline = Date.now() + 5_000;
    for (;;) {
      const now = await listeners();
      const fresh = now.filter(
        (listener) => listener.started >= killedAt && !before.some((old) => old.pid === listener.pid),
      );
      if (fresh.length === 2) break;
      if (Date.now() > deadline) throw new Error(`the instances did not listen again: ${JSON.stringify(now)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await writeOnFirst("Written after reconnecting");
    expect(await onSecond.nextChange()).toBe(4);
  });

  it("ends its streams and closes its LISTEN connection when an instance stops", async () => {
    await second.stop();
    await onSecond.ended;
    // The backend goes a moment after its client has said goodbye.
    const deadline = Date.now() + 2_000;
    while ((await listeners()).length > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await listeners()).toHaveLength(1);
  });
});
