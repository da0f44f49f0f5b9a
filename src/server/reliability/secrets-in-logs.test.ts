import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, signIn, signUp, type TestUser } from "../test-support/accounts.ts";
import { createTestClient, type TestClient } from "../test-support/test-client.ts";
import { createTestStorage, type TestStorage } from "../test-support/test-server.ts";
import { linkOf, outboxReader } from "./outbox-files.ts";
import { buildServer, type ServerProcess, serverProcessEnvironment, startServerProcess } from "./server-process.ts";

/**
 * Issue 24, must fix 8: the request log wrote /api/calendar/<secret>.ics and
 * /api/shared-lists/invitations/<token> in clear, and without SMTP the log printed every mail's link.
 * The real server process runs without SMTP (mails go to DATA_DIR/outbox) at LOG_LEVEL=debug while
 * this test makes and uses every kind of secret — e-mail confirmation, session, calendar feed,
 * invitation, API token, password reset, e-mail change — then greps all it wrote (stdout and stderr)
 * for each of them. None may appear; the outbox's lines name the file instead of the link.
 */
let build: Awaited<ReturnType<typeof buildServer>>;
let storage: TestStorage;
let server: ServerProcess;
let baseUrl: string;
let log = "";
/** Every secret the run made, with what it is (for the failure message). */
const secrets = new Map<string, string>();

beforeAll(async () => {
  build = await buildServer();
  storage = await createTestStorage();
  const started = await serverProcessEnvironment(storage, { LOG_LEVEL: "debug", AUTH_RATE_LIMIT_MAX: "1000" });
  baseUrl = started.baseUrl;
  server = await startServerProcess(build.mainJs, baseUrl, started.env);
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await storage?.dispose();
  build?.dispose();
});

const keep = (what: string, secret: string | null | undefined) => {
  if (!secret) throw new Error(`no ${what}`);
  secrets.set(secret, what);
  return secret;
};

/** A confirmed, signed-in account; its confirmation token and session token are kept as secrets. */
async function account(outbox: ReturnType<typeof outboxReader>, user: TestUser): Promise<TestClient> {
  const client = createTestClient(baseUrl);
  keep(`${user.email}'s password`, user.password);
  expect((await signUp(client, user)).status).toBe(200);
  const confirmation = linkOf(await outbox.next(user.email), "/api/auth/verify-email");
  keep("an e-mail confirmation token", confirmation.searchParams.get("token"));
  expect((await client.get(`${confirmation.pathname}${confirmation.search}`)).status).toBe(302);
  expect((await signIn(client, user)).status).toBe(200);
  for (const value of client.cookies.values()) {
    const decoded = decodeURIComponent(value);
    keep("a session cookie", decoded);
    keep("a session token", decoded.split(".")[0]);
  }
  return client;
}

describe("secrets in the logs", () => {
  it("a real run's whole log holds none of the secrets it made; outbox lines name the file", async () => {
    const outbox = outboxReader(storage.dataDir);
    const password = `log test ${randomBytes(6).toString("hex")}`;
    const owner = newUser({ password });
    const guest = newUser({ password: `guest ${randomBytes(6).toString("hex")}` });
    const alice = await account(outbox, owner);
    const bob = await account(outbox, guest);

    // The calendar feed: made, fetched by a calendar app (no session), and a wrong one tried.
    const feed = (await (await alice.post("/api/calendar/feed")).json()) as { httpsUrl: string };
    const feedPath = new URL(feed.httpsUrl).pathname;
    keep("the calendar feed's secret", path.basename(feedPath, ".ics"));
    expect((await fetch(`${baseUrl}${feedPath}`)).status).toBe(200);
    const wrongFeed = keep("a guessed feed secret", randomBytes(32).toString("base64url"));
    expect((await fetch(`${baseUrl}/api/calendar/${wrongFeed}.ics`)).status).toBe(404);

    // An invitation: mailed, its page opened, previewed and accepted.
    const list = (await (await alice.post("/api/notes", { title: "Groceries", category: "shopping" })).json()) as {
      id: string;
    };
    expect((await alice.post(`/api/shared-lists/${list.id}/invitations`, { email: guest.email })).status).toBe(201);
    const invitation = linkOf(await outbox.next(guest.email), "/invitations/");
    keep("the invitation token", invitation.pathname.split("/").at(-1));
    expect((await bob.get(invitation.pathname)).status).toBe(200);
    const token = invitation.pathname.split("/").at(-1);
    expect((await bob.get(`/api/shared-lists/invitations/${token}`)).status).toBe(200);
    expect((await bob.post(`/api/shared-lists/invitations/${token}/accept`)).status).toBe(200);

    // A personal API token: used, a wrong one tried, revoked and tried again.
    const made = await alice.post("/api/tokens", { name: "Log test", scope: "read_write" });
    expect(made.status).toBe(201);
    const { token: apiToken, apiToken: entry } = (await made.json()) as { token: string; apiToken: { id: string } };
    keep("the API token", apiToken);
    const bearer = (value: string) => fetch(`${baseUrl}/api/notes`, { headers: { Authorization: `Bearer ${value}` } });
    expect((await bearer(apiToken)).status).toBe(200);
    expect((await bearer(keep("a wrong API token", `pdk_${randomBytes(32).toString("base64url")}`))).status).toBe(401);
    expect((await alice.request(`/api/tokens/${entry.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await bearer(apiToken)).status).toBe(401);

    // Changing the e-mail address: the confirmation goes to the new address.
    const newEmail = `moved.${owner.email}`;
    const change = await alice.post("/api/auth/change-email", { newEmail, password, callbackURL: "/settings" });
    expect(change.status).toBe(200);
    const changeLink = linkOf(await outbox.next(newEmail), "/api/auth/verify-email");
    keep("the e-mail change's token", changeLink.searchParams.get("token"));
    expect((await alice.get(`${changeLink.pathname}${changeLink.search}`)).status).toBe(302);

    // A password reset: requested, its link followed, the new password set.
    const visitor = createTestClient(baseUrl);
    expect(
      (await visitor.post("/api/auth/request-password-reset", { email: newEmail, redirectTo: "/auth" })).status,
    ).toBe(200);
    const reset = linkOf(await outbox.next(newEmail, /password|heslo/i), "/api/auth/reset-password/");
    const resetToken = keep("the reset token", reset.pathname.split("/").at(-1));
    expect((await visitor.get(`${reset.pathname}${reset.search}`)).status).toBe(302);
    const newPassword = keep("the new password", `new ${randomBytes(6).toString("hex")}`);
    expect((await visitor.post("/api/auth/reset-password", { newPassword, token: resetToken })).status).toBe(200);

    server.child.kill("SIGTERM");
    await server.exited;
    log = server.output();

    const found = [...secrets].filter(([secret]) => log.includes(secret) || log.includes(encodeURIComponent(secret)));
    expect(found.map(([, what]) => what)).toEqual([]);
    // The request log still has the lines, with the secrets in their place.
    expect(log).toContain('"path":"/api/calendar/[redacted]"');
    expect(log).toContain('"path":"/api/shared-lists/invitations/[redacted]/accept"');
    expect(log).toContain('"path":"/api/auth/reset-password/[redacted]"');

    const outboxLines = log
      .split("\n")
      .filter((line) => line.includes("mail written to the outbox"))
      .map((line) => JSON.parse(line) as { file?: string; link?: string });
    expect(outboxLines.length).toBeGreaterThanOrEqual(5);
    for (const line of outboxLines) {
      expect(line.link).toBeUndefined();
      expect(line.file?.startsWith(outbox.outbox)).toBe(true);
      expect(existsSync(line.file as string)).toBe(true);
    }
  });
});
