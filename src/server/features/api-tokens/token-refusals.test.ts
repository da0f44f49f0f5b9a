import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSession, newUser, signedInClient, signIn, type TestUser } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { createApiTokenWith, tokenClient } from "../../test-support/api-tokens.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";

/**
 * What a personal API token may not do (403 `api_token_not_allowed`): anything of the account
 * (/api/account/*, and Better Auth's /api/auth/* — e-mail, password, deletion) and the token routes
 * themselves, so a leaked token can neither take the account over nor make itself successors.
 */
let harness: AccountsServer;
let user: TestUser;
let alice: TestClient;
let token: string;

beforeAll(async () => {
  harness = await startAccountsServer();
  user = newUser();
  alice = await signedInClient(harness.server.url, harness.mail, user);
  token = (await createApiTokenWith(alice)).token;
  expect((await organiserApi(alice).createNote({ title: "Keep me", category: "notes" })).status).toBe(201);
});
afterAll(() => harness.close());

async function expectNotAllowed(response: Response, what: string) {
  const body = await response.text();
  expect([what, response.status]).toEqual([what, 403]);
  expect([what, JSON.parse(body)]).toEqual([
    what,
    { error: { code: "api_token_not_allowed", message: "Personal API tokens cannot do this; use the app." } },
  ]);
}

describe("a personal API token", () => {
  it("is refused on every /api/account and /api/tokens route", async () => {
    const routes = harness.server.routes.filter(
      (route) =>
        /^\/api\/(account|tokens)(\/|$)/.test(route.path) &&
        !["HEAD", "ALL"].includes(route.method) &&
        !route.path.endsWith("/*"),
    );
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/account/delete-data",
        "PUT /api/account/avatar",
        "DELETE /api/account/avatar",
        "GET /api/tokens",
        "POST /api/tokens",
        "DELETE /api/tokens/:id",
      ]),
    );
    const script = tokenClient(harness.server.url, token);
    for (const route of routes) {
      const path = route.path.replace(":id", "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b");
      const hasBody = !["GET", "DELETE"].includes(route.method);
      const body = route.path.endsWith("/delete-data") ? { confirm: true, password: user.password } : { name: "x" };
      const response = await script.request(path, { method: route.method, ...(hasBody ? { json: body } : {}) });
      await expectNotAllowed(response, `${route.method} ${route.path}`);
    }
    // Nothing was deleted, and the token made no tokens.
    expect((await organiserApi(alice).listNotes()).body.notes.map((note) => note.title)).toEqual(["Keep me"]);
    const { tokens } = (await (await alice.get("/api/tokens")).json()) as { tokens: unknown[] };
    expect(tokens).toHaveLength(1);
  });

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
