import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSession, newUser, signedInClient, signIn } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { createApiTokenWith, tokenClient } from "../../test-support/api-tokens.ts";
import { openEventStream, type SseConnection } from "../../test-support/sse-client.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";
import { postgresUrl } from "../../test-support/test-database.ts";
import { startTestServer, type TestServer } from "../../test-support/test-server.ts";

async function userOf(client: TestClient): Promise<{ id: string }> {
  const session = await getSession(client);
  if (!session) throw new Error("not signed in");
  return session.user;
}

/**
 * PostgreSQL only: two app instances on one database. An admin's disable on one instance stops the
 * user on the other at once — its session cache and its open streams (NOTIFY poriadok_sessions) —
 * and a sign-out of the other devices on one ends their streams on the other. The heartbeat is a
 * minute long and the session cache holds a checked session for 5 s: neither could explain it.
 */
describe.runIf(postgresUrl)("disable and sign-out reach every instance on one PostgreSQL", () => {
  let harness: AccountsServer;
  let second: TestServer;
  let admin: TestClient;
  const opened: SseConnection[] = [];

  beforeAll(async () => {
    harness = await startAccountsServer({ SYNC_HEARTBEAT_MS: "60000" });
    second = await startTestServer(harness.storage, {
      env: { SMTP_URL: harness.mail.url, SYNC_HEARTBEAT_MS: "60000", AUTH_RATE_LIMIT_MAX: "1000" },
    });
    admin = await signedInClient(harness.server.url, harness.mail); // the first confirmed account: admin
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await second?.stop();
    await harness?.close();
  });

  async function streamOnSecond(client: TestClient): Promise<SseConnection> {
    const connection = await openEventStream(client, `${second.url}/api/sync/stream`);
    opened.push(connection);
    expect(connection.response.status).toBe(200);
    await connection.nextChange();
    return connection;
  }

  async function endsWithin(connection: SseConnection, withinMs: number): Promise<void> {
    await Promise.race([
      connection.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs)),
    ]);
  }

  it("a user disabled through the first instance is stopped on the second at once: cache, streams, token", async () => {
    const bob = await signedInClient(harness.server.url, harness.mail, newUser());
    const script = tokenClient(second.url, (await createApiTokenWith(bob, { name: "Cron" })).token);
    const streams = [await streamOnSecond(bob), await streamOnSecond(script)];
    // The second instance has just checked the session: it is in its 5-second session cache.
    expect((await bob.get(`${second.url}/api/notes`)).status).toBe(200);
    const user = await userOf(bob);

    expect((await admin.post(`/api/admin/users/${user.id}/disable`)).status).toBe(204);
    for (const connection of streams) await endsWithin(connection, 1_500);
    expect((await bob.get(`${second.url}/api/notes`)).status).toBe(401);
    expect((await script.get("/api/notes")).status).toBe(401);
    expect(second.liveSyncSubscribers()).toBe(0);
  });

  it("signing out the other devices on the first instance ends their streams on the second", async () => {
    const user = newUser();
    const phone = await signedInClient(harness.server.url, harness.mail, user);
    const laptop = createTestClient(harness.server.url);
    expect((await signIn(laptop, user)).status).toBe(200);
    const onLaptop = await streamOnSecond(laptop);
    expect((await laptop.get(`${second.url}/api/notes`)).status).toBe(200); // cached on the second

    expect((await phone.post("/api/auth/revoke-other-sessions", {})).status).toBe(200);
    await endsWithin(onLaptop, 1_500);
    expect((await laptop.get(`${second.url}/api/notes`)).status).toBe(401);
  });
});
