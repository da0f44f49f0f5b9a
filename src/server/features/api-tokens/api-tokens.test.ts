import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_TOKEN_START_LENGTH,
  API_TOKENS_MAX,
  type ApiTokenList,
  type CreatedApiToken,
} from "../../../shared/schemas/api-tokens.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { createApiTokenWith, tokenClient } from "../../test-support/api-tokens.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import { withDatabase } from "../../test-support/with-database.ts";
import { hashApiToken } from "./api-token-secret.ts";

/** Making, listing and revoking personal API tokens with the app's session (/api/tokens). */
let harness: AccountsServer;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = await signedInClient(harness.server.url, harness.mail);
  bob = await signedInClient(harness.server.url, harness.mail);
});
afterAll(() => harness.close());

const listOf = async (client: TestClient) => {
  const response = await client.get("/api/tokens");
  expect(response.status).toBe(200);
  return ((await response.json()) as ApiTokenList).tokens;
};

describe("personal API tokens", () => {
  it("answers the token once, lists it newest first without the token, and stores only its hash", async () => {
    const first = await createApiTokenWith(alice, { name: "  Home Assistant  ", scope: "read", expiresInDays: 30 });
    const second = await createApiTokenWith(alice, { name: "cron" });
    expect(first.token).toMatch(/^pdk_[A-Za-z0-9_-]{43}$/);
    expect(first.apiToken).toMatchObject({
      name: "Home Assistant",
      start: first.token.slice(0, API_TOKEN_START_LENGTH),
      scope: "read",
      lastUsedAt: null,
    });
    const expiresIn = Date.parse(first.apiToken.expiresAt ?? "") - Date.parse(first.apiToken.createdAt);
    expect(expiresIn).toBe(30 * 24 * 60 * 60 * 1000);
    expect(second.apiToken.expiresAt).toBeNull();
    expect(second.apiToken.scope).toBe("read_write");

    const listed = await listOf(alice);
    expect(listed.map((token) => token.id)).toEqual([second.apiToken.id, first.apiToken.id]);
    expect(listed[1]).toEqual(first.apiToken);
    expect(JSON.stringify(listed)).not.toContain(first.token);
    expect(await listOf(bob)).toEqual([]);

    const rows = await withDatabase(harness.server.config, (db) => db.selectFrom("api_tokens").selectAll().execute());
    expect(JSON.stringify(rows)).not.toContain(first.token);
    expect(rows.map((row) => row.token_hash)).toContain(hashApiToken(first.token));
  });

  it("works as its user and stops at once when revoked", async () => {
    const { token, apiToken } = await createApiTokenWith(alice, { name: "revoke me" });
    const script = tokenClient(harness.server.url, token);
    expect((await script.post("/api/notes", { category: "tasks", title: "From a script" })).status).toBe(201);
    expect((await alice.request(`/api/tokens/${apiToken.id}`, { method: "DELETE" })).status).toBe(204);
    const refused = await script.get("/api/notes");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    expect(await refused.json()).toMatchObject({ error: { code: "unauthorized" } });
    expect((await listOf(alice)).map((listed) => listed.id)).not.toContain(apiToken.id);
  });

  it("answers 404 for another user's token id and for a missing one, and leaves the token alone", async () => {
    const { token, apiToken } = await createApiTokenWith(alice, { name: "Alice's" });
    expect((await bob.request(`/api/tokens/${apiToken.id}`, { method: "DELETE" })).status).toBe(404);
    const missing = "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
    const answer = await alice.request(`/api/tokens/${missing}`, { method: "DELETE" });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: { code: "not_found" } });
    expect((await alice.request("/api/tokens/not-an-id", { method: "DELETE" })).status).toBe(400);
    expect((await tokenClient(harness.server.url, token).get("/api/notes")).status).toBe(200);
  });

  it("refuses bad input with translated messages", async () => {
    const cases: [unknown, string, string][] = [
      [{}, "name", "validation.required"],
      [{ name: "ok" }, "scope", "validation.required"],
      [{ name: "ok", scope: "admin" }, "scope", "validation.invalid"],
      [{ name: "ok", scope: ["read"] }, "scope", "validation.invalid"],
      [{ name: "   " }, "name", "validation.required"],
      [{ name: "x".repeat(61) }, "name", "validation.tooLong"],
      [{ name: "ok", expiresInDays: 0 }, "expiresInDays", "validation.invalid"],
      [{ name: "ok", expiresInDays: 1.5 }, "expiresInDays", "validation.invalid"],
      [{ name: "ok", expiresInDays: 3651 }, "expiresInDays", "validation.invalid"],
      [{ name: "ok", expiresInDays: "30" }, "expiresInDays", "validation.invalid"],
    ];
    for (const [json, field, message] of cases) {
      const response = await bob.request("/api/tokens", { method: "POST", json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as {
        error: { code: string; details: { field: string; message: string }[] };
      };
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.details).toContainEqual({ field, message });
    }
    expect(await listOf(bob)).toEqual([]);
  });

  it(`holds at most ${API_TOKENS_MAX} tokens per user (409 api_tokens_limit)`, async () => {
    const carol = await signedInClient(harness.server.url, harness.mail);
    const made: CreatedApiToken[] = [];
    for (let index = 0; index < API_TOKENS_MAX; index += 1)
      made.push(await createApiTokenWith(carol, { name: `t${index}` }));
    const json = { name: "one too many", scope: "read" };
    const refused = await carol.request("/api/tokens", { method: "POST", json });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "api_tokens_limit" } });
    expect(await listOf(carol)).toHaveLength(API_TOKENS_MAX);
    const [oldest] = made;
    expect((await carol.request(`/api/tokens/${oldest?.apiToken.id}`, { method: "DELETE" })).status).toBe(204);
    await createApiTokenWith(carol, { name: "room again" });
  });

  it("needs a session", async () => {
    const response = await fetch(`${harness.server.url}/api/tokens`);
    expect(response.status).toBe(401);
  });
});
