import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSession, newUser, signedInClient, signIn } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { createApiTokenWith, tokenClient } from "../../test-support/api-tokens.ts";
import { openEventStream, type SseConnection } from "../../test-support/sse-client.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";

async function userOf(client: TestClient): Promise<{ id: string }> {
  const session = await getSession(client);
  if (!session) throw new Error("not signed in");
  return session.user;
}

/**
 * Disable, delete and sign-out everywhere reach a user's open live-sync streams at once, not at their
 * next heartbeat (issue 26). One instance, either engine (the two-instance case:
 * admin-reach-postgres.test.ts). The heartbeat is a minute long here, so nothing ends by it.
 */
let harness: AccountsServer;
let admin: TestClient;
const opened: SseConnection[] = [];

beforeAll(async () => {
  harness = await startAccountsServer({ SYNC_HEARTBEAT_MS: "60000" });
  admin = await signedInClient(harness.server.url, harness.mail); // the first confirmed account: admin
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await harness?.close();
});

async function stream(client: TestClient): Promise<SseConnection> {
  const connection = await openEventStream(client, "/api/sync/stream");
  opened.push(connection);
  expect(connection.response.status).toBe(200);
  await connection.nextChange();
  return connection;
}

/** Resolves with how long the stream took to end; fails after `withinMs`. */
async function endsWithin(connection: SseConnection, withinMs: number): Promise<number> {
  const started = Date.now();
  await Promise.race([
    connection.ended,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs)),
  ]);
  return Date.now() - started;
}

describe("an account closed by an admin", () => {
  it("disabling ends the user's open streams at once, by session and by token", async () => {
    const user = newUser();
    const bob = await signedInClient(harness.server.url, harness.mail, user);
    const script = tokenClient(harness.server.url, (await createApiTokenWith(bob, { name: "Cron" })).token);
    const streams = [await stream(bob), await stream(bob), await stream(script)];
    expect((await bob.get("/api/notes")).status).toBe(200); // the session is now in the session cache
    const bobUser = await userOf(bob);

    expect((await admin.post(`/api/admin/users/${bobUser.id}/disable`)).status).toBe(204);
    for (const connection of streams) await endsWithin(connection, 1_500);
    expect((await bob.get("/api/notes")).status).toBe(401);
    expect((await script.get("/api/sync/stream")).status).toBe(401);
    expect((await bob.get("/api/sync/stream")).status).toBe(401);
    expect(harness.server.liveSyncSubscribers()).toBe(0);
  });

  it("deleting ends the user's open streams at once", async () => {
    const carol = await signedInClient(harness.server.url, harness.mail);
    const connection = await stream(carol);
    const user = await userOf(carol);
    expect((await admin.request(`/api/admin/users/${user.id}`, { method: "DELETE" })).status).toBe(204);
    await endsWithin(connection, 1_500);
  });
});

describe("sessions ended by their owner", () => {
  it("signing out the other devices ends their streams at once; this device's stays open", async () => {
    const user = newUser();
    const phone = await signedInClient(harness.server.url, harness.mail, user);
    const laptop = createTestClient(harness.server.url);
    expect((await signIn(laptop, user)).status).toBe(200);
    const onPhone = await stream(phone);
    const onLaptop = await stream(laptop);

    expect((await phone.post("/api/auth/revoke-other-sessions", {})).status).toBe(200);
    await endsWithin(onLaptop, 1_500);
    expect((await laptop.get("/api/notes")).status).toBe(401);
    // The phone's stream was re-checked with the laptop's and kept: it still hears its writes.
    const before = await onPhone.nextChange(100).catch(() => null);
    expect(before).toBeNull();
    expect((await phone.post("/api/notes", { title: "Still live", category: "notes" })).status).toBe(201);
    expect(await onPhone.nextChange()).toBeGreaterThan(0);
  });
});
