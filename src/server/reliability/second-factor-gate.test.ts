import { describe, expect } from "vitest";
import { getSession, newUser, signedInClient } from "../test-support/accounts.ts";
import { serverTest } from "../test-support/server-fixture.ts";
import { createTestClient, type TestClient } from "../test-support/test-client.ts";
import { turnOnTwoFactor } from "../test-support/totp-codes.ts";

/**
 * Issue 24: with two-factor sign-in on, the password alone must reach nothing private. Better Auth
 * deletes the session the password made and answers `twoFactorRedirect`; this checks that nothing of
 * Poriadok's opens a way round it — the session cache, the sign-in check of every /api route, the
 * personal API tokens' Bearer path, Better Auth's own signed-in routes — by comparing every answer of
 * a half-signed-in client with a visitor's. Fails on the code before issue 24 (no two-factor routes).
 */
const test = serverTest();

/** Better Auth's routes that act for a signed-in user, asked with what each would need. */
const SIGNED_IN_AUTH_ROUTES: [method: "GET" | "POST", path: string, body?: object][] = [
  ["GET", "/api/auth/list-sessions"],
  ["GET", "/api/auth/passkey/list-user-passkeys"],
  ["GET", "/api/auth/passkey/generate-register-options"],
  ["POST", "/api/auth/two-factor/enable", { password: "x" }],
  ["POST", "/api/auth/two-factor/disable", { password: "x" }],
  ["POST", "/api/auth/two-factor/generate-backup-codes", { password: "x" }],
  ["POST", "/api/auth/two-factor/get-totp-uri", { password: "x" }],
  ["POST", "/api/auth/update-user", { firstName: "Mallory" }],
  ["POST", "/api/auth/change-password", { currentPassword: "x", newPassword: "y".repeat(12) }],
  ["POST", "/api/auth/revoke-other-sessions", {}],
];

describe("a sign-in that has not given its second factor", () => {
  test("gets exactly what a visitor gets from every route", async ({ harness }) => {
    const user = newUser();
    const owner = await signedInClient(harness.server.url, harness.mail, user);
    expect((await owner.post("/api/auth/update-user", { username: `gate${Date.now()}` })).status).toBe(200);
    const username = ((await getSession(owner))?.user as { username?: string } | undefined)?.username ?? "";
    await turnOnTwoFactor(owner, user.password);

    const { password } = user;
    const byEmail = await passwordOnly(harness.server.url, "/api/auth/sign-in/email", { email: user.email, password });
    const byUsername = await passwordOnly(harness.server.url, "/api/auth/sign-in/username", { username, password });
    for (const { client, setCookies } of [byEmail, byUsername]) {
      // The session the password made was deleted at once: its cookie, if the answer named it, is dead.
      const sessionCookie = setCookies.find((line) => line.startsWith("poriadok.session_token="));
      if (sessionCookie) expect(sessionCookie).toMatch(/Max-Age=0/i);
      expect(await getSession(client)).toBeNull();
      await expectVisitorAnswers(harness.server, client);
      for (const [method, path, json] of SIGNED_IN_AUTH_ROUTES) {
        const response = await client.request(path, { method, json });
        await response.body?.cancel();
        expect(response.status, `${method} ${path}`).toBe(401);
      }
      // The challenge's own value is no credential either, as a cookie or as a token.
      const challenge = client.cookies.get("poriadok.two_factor") ?? "";
      expect(challenge).not.toBe("");
      const asCookie = createTestClient(harness.server.url);
      asCookie.cookies.set("poriadok.session_token", challenge);
      expect((await asCookie.get("/api/notes")).status).toBe(401);
      const asToken = await fetch(`${harness.server.url}/api/notes`, {
        headers: { authorization: `Bearer ${decodeURIComponent(challenge).split(".")[0]}` },
      });
      expect(asToken.status).toBe(401);
    }
    // Meanwhile the owner's session, made with both factors, works.
    expect((await owner.get("/api/notes")).status).toBe(200);
  }, 120_000);
});

/** Signs in with the right password (by e-mail or username) and stops at the second step. */
async function passwordOnly(baseUrl: string, path: string, credentials: object) {
  const client = createTestClient(baseUrl);
  const response = await client.post(path, credentials);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  return { client, setCookies: client.lastSetCookie };
}

/** Every /api route of the app (Better Auth's catch-all aside) answers `client` as it answers a visitor. */
async function expectVisitorAnswers(
  server: { url: string; routes: { method: string; path: string }[] },
  client: TestClient,
) {
  const visitor = createTestClient(server.url);
  const seen = new Set<string>();
  const differences: string[] = [];
  for (const { method, path } of server.routes) {
    if (!path.startsWith("/api/") || method === "ALL" || path.startsWith("/api/auth/")) continue;
    if (seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    const url = path.replace(/:(\w+)(\{[^}]*\}+)?/g, "1");
    const json = method === "GET" ? undefined : {};
    const [theirs, ours] = await Promise.all([
      visitor.request(url, { method, json }),
      client.request(url, { method, json }),
    ]);
    await Promise.all([theirs.body?.cancel(), ours.body?.cancel()]);
    if (theirs.status !== ours.status)
      differences.push(`${method} ${path}: visitor ${theirs.status}, ours ${ours.status}`);
  }
  expect(seen.size).toBeGreaterThan(40);
  expect(differences).toEqual([]);
}
