import { describe, expect, it } from "vitest";
import { signedInClient } from "../test-support/accounts.ts";
import type { AccountsServer } from "../test-support/accounts-server.ts";
import { serverTest } from "../test-support/server-fixture.ts";
import { createTestClient, type TestClient } from "../test-support/test-client.ts";
import { createTestStorage, startTestServer } from "../test-support/test-server.ts";

const test = serverTest();

/**
 * The checks in front of Better Auth (auth-handler.ts) against the real server and database: input
 * it would have answered with a 500 (or, on PostgreSQL, passed to a query that fails) is refused
 * with 400, and every error answer from /api/auth is JSON with a code.
 */
let harness: AccountsServer;
let client: TestClient;

test.beforeAll(async ({ harness: started }) => {
  harness = started;
  client = await signedInClient(harness.server.url, harness.mail);
});

function postRaw(route: string, body: string) {
  return client.request(route, { method: "POST", headers: { "content-type": "application/json" }, body });
}

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const refused = (message: string) => ({ status: 400, body: { code: "VALIDATION_ERROR", message } });

describe("in front of Better Auth", () => {
  it("refuses a JSON body that is not an object (null reached the username plugin: 500)", async () => {
    for (const route of ["/api/auth/sign-up/email", "/api/auth/update-user", "/api/auth/sign-in/email"]) {
      for (const body of ["null", "[]", '"x"', "42", "true"]) {
        expect([route, body, await answerOf(await postRaw(route, body))]).toEqual([
          route,
          body,
          refused("validation.invalid"),
        ]);
      }
    }
  });

  it("refuses control characters anywhere in the body, path or query, before any lookup", async () => {
    const cases: [string, Promise<Response>][] = [
      ["revoke-session", client.post("/api/auth/revoke-session", { token: "a\u0000b" })],
      ["nested", client.post("/api/auth/update-user", { firstName: "Jana", extra: [{ deep: "\u0007" }] })],
      ["key", client.post("/api/auth/update-user", { "first\u0000Name": "Jana" })],
      ["sign-in", client.post("/api/auth/sign-in/email", { email: "a\u001b@example.org", password: "whatever it is" })],
      ["delete callback", client.get("/api/auth/delete-user/callback?token=%00abc")],
      ["reset link", client.get("/api/auth/reset-password/%00?callbackURL=%2Fauth")],
    ];
    for (const [name, response] of cases) {
      expect([name, await answerOf(await response)]).toEqual([name, refused("validation.unsupportedCharacters")]);
    }
  });

  it("lets tab and line breaks through (a password may hold them): a wrong password stays a wrong password", async () => {
    const response = await createTestClient(harness.server.url).post("/api/auth/sign-in/email", {
      email: "nobody@example.org",
      password: "tab\there\nand there",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("refuses a redirect target that is neither a path here nor a trusted origin (Invalid URL: 500)", async () => {
    for (const target of [
      " ",
      "%00",
      "null",
      "NaN",
      "\u202eltr",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
    ]) {
      const query = `token=&callbackURL=${encodeURIComponent(target)}`;
      const response = await client.get(`/api/auth/verify-email?${query}`);
      expect([target, response.status]).toEqual([target, 400]);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    const inBody = await client.post("/api/auth/request-password-reset", {
      email: "nobody@example.org",
      redirectTo: "javascript:alert(1)",
    });
    expect(await answerOf(inBody)).toEqual(refused("validation.invalid"));
  });

  it("still redirects to a path here or a trusted origin, with Better Auth's error for a bad token", async () => {
    for (const target of ["/auth?verified=1", `${harness.server.url}/sk/auth`]) {
      const response = await client.get(`/api/auth/verify-email?token=bad&callbackURL=${encodeURIComponent(target)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toContain("error=INVALID_TOKEN");
    }
  });
});

describe("Better Auth's error answers", () => {
  it("answer an unknown path or an empty token with the app's JSON 404, not an empty body", async () => {
    for (const route of ["/api/auth/reset-password/", "/api/auth/no-such-route"]) {
      const response = await client.get(route);
      expect([route, await answerOf(response)]).toEqual([
        route,
        { status: 404, body: { error: { code: "not_found", message: expect.any(String) } } },
      ]);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });

  it("gain a code where Better Auth gave only a message, keeping the message", async () => {
    for (const [route, body] of [
      ["/api/auth/update-session", {}],
      ["/api/auth/update-user", { unknownField: 1 }],
    ] as const) {
      expect([route, await answerOf(await client.post(route, body))]).toEqual([
        route,
        { status: 400, body: { code: "validation_failed", message: "No fields to update" } },
      ]);
    }
  });

  it("keep Better Auth's own code where it gave one", async () => {
    const response = await createTestClient(harness.server.url).post("/api/auth/sign-in/email", {
      email: "nobody@example.org",
      password: "wrong password",
    });
    expect(await answerOf(response)).toEqual({
      status: 401,
      body: { code: "INVALID_EMAIL_OR_PASSWORD", message: expect.any(String) },
    });
  });

  it("give the rate limiter's 429 the code rate_limited", async () => {
    const storage = await createTestStorage();
    const limited = await startTestServer(storage, { env: { AUTH_RATE_LIMIT_MAX: "2" } });
    try {
      const visitor = createTestClient(limited.url);
      const ask = () => visitor.post("/api/auth/request-password-reset", { email: "nobody@example.org" });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const answer = await answerOf(await ask());
      expect(answer).toEqual({ status: 429, body: { code: "rate_limited", message: expect.any(String) } });
    } finally {
      await limited.stop();
      await storage.dispose();
    }
  });
});
