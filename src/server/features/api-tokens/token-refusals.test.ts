import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_REFUSAL_MESSAGES, tokenMay, tokenRefusalMessage } from "../../http/api-token-policy.ts";
import { getSession, newUser, signedInClient, signIn, type TestUser } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { createApiTokenWith, tokenClient } from "../../test-support/api-tokens.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";

/**
 * What a personal API token may not do (403 `api_token_not_allowed`), route by route as the token
 * policy declares it (http/api-token-policy.ts): anything of the account (/api/account/*, and Better
 * Auth's /api/auth/* — e-mail, password, deletion), the token routes, the calendar feed, invitations
 * and push subscriptions with any token, so a leaked token can neither take the account over nor make
 * itself successors; and every write with a read-only token.
 */
let harness: AccountsServer;
let user: TestUser;
let alice: TestClient;
let token: string;
let readOnly: string;

beforeAll(async () => {
  harness = await startAccountsServer();
  user = newUser();
  alice = await signedInClient(harness.server.url, harness.mail, user);
  token = (await createApiTokenWith(alice)).token;
  readOnly = (await createApiTokenWith(alice, { name: "Reader", scope: "read" })).token;
  expect((await organiserApi(alice).createNote({ title: "Keep me", category: "notes" })).status).toBe(201);
});
afterAll(() => harness.close());

async function expectNotAllowed(response: Response, what: string, message: string = TOKEN_REFUSAL_MESSAGES.never) {
  const body = await response.text();
  expect([what, response.status]).toEqual([what, 403]);
  expect([what, JSON.parse(body)]).toEqual([what, { error: { code: "api_token_not_allowed", message } }]);
}

/** Every private route of the app once (not Better Auth's, nor the public ones). */
function privateRoutes() {
  const isPublic = (path: string) =>
    /^\/api\/(health|public-config|openapi\.json|docs|calendar\/:feedFile|auth\/)/.test(path);
  const keys = new Set(
    harness.server.routes
      .filter((route) => route.path.startsWith("/api/") && !["HEAD", "ALL"].includes(route.method))
      .filter((route) => !isPublic(route.path) && !route.path.endsWith("/*"))
      .map((route) => `${route.method} ${route.path}`),
  );
  return [...keys].map((key) => {
    const [method = "", path = ""] = key.split(" ");
    return { method, path };
  });
}

describe("a personal API token", () => {
  it("goes only where the token policy lets its scope go, on every private route", async () => {
    const routes = privateRoutes();
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/account/delete-data",
        "PUT /api/account/avatar",
        "GET /api/tokens",
        "POST /api/tokens",
        "DELETE /api/tokens/:id",
        "GET /api/calendar/feed",
        "POST /api/calendar/feed",
        "POST /api/shared-lists/:noteId/invitations",
        "POST /api/shared-lists/invitations/:token/accept",
        "POST /api/notifications/subscriptions",
        "POST /api/import",
      ]),
    );
    // The walk sends a harmless body (a name, no ids of real rows), so what answers is the policy.
    for (const [scope, secret] of [
      ["read", readOnly],
      ["read_write", token],
    ] as const) {
      const script = tokenClient(harness.server.url, secret);
      for (const route of routes) {
        const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
          name === "feedFile" ? "x.ics" : "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
        );
        const hasBody = !["GET", "DELETE"].includes(route.method);
        const body = route.path.endsWith("/delete-data")
          ? { confirm: "DELETE", password: user.password }
          : { name: "x" };
        const response = await script.request(path, { method: route.method, ...(hasBody ? { json: body } : {}) });
        const what = `${scope} ${route.method} ${route.path}`;
        if (tokenMay(scope, route.method, route.path)) {
          // Allowed routes answer what their input deserves (400, 404, 200 — the live-sync stream stays
          // open, so its body is not read), never the policy's 403.
          expect([what, response.status]).not.toEqual([what, 403]);
          await response.body?.cancel();
        } else {
          await expectNotAllowed(response, what, tokenRefusalMessage(scope, route.method, route.path));
        }
      }
    }
    // Nothing was deleted, and the tokens made no tokens and no feed.
    expect((await organiserApi(alice).listNotes()).body.notes.map((note) => note.title)).toEqual(["Keep me"]);
    const { tokens } = (await (await alice.get("/api/tokens")).json()) as { tokens: unknown[] };
    expect(tokens).toHaveLength(2);
    expect(await (await alice.get("/api/calendar/feed")).json()).toMatchObject({ active: false });
  }, 60_000);

  it("never reaches Better Auth: password, e-mail and deletion are refused and nothing changes", async () => {
    // The worst case: the bearer rides along with a valid session cookie and the app's Origin.
    const withBoth = (route: string, json: unknown) =>
      alice.request(route, { method: "POST", json, headers: { authorization: `Bearer ${token}` } });
    await expectNotAllowed(
      await withBoth("/api/auth/change-password", {
        currentPassword: user.password,
        newPassword: "a brand new password 42",
        revokeOtherSessions: true,
      }),
      "change-password",
    );
    await expectNotAllowed(
      await withBoth("/api/auth/change-email", { newEmail: "thief@example.org", password: user.password }),
      "change-email",
    );
    await expectNotAllowed(await withBoth("/api/auth/delete-user", { password: user.password }), "delete-user");
    await expectNotAllowed(
      await tokenClient(harness.server.url, token).get("/api/auth/get-session"),
      "get-session with a token only",
    );

    expect((await getSession(alice))?.user.email).toBe(user.email);
    expect((await signIn(createTestClient(harness.server.url), user)).status).toBe(200);
    expect((await organiserApi(alice).listNotes()).body.notes.map((note) => note.title)).toEqual(["Keep me"]);
    expect((await tokenClient(harness.server.url, token).get("/api/notes")).status).toBe(200);
  });
});
