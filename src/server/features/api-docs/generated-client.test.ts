import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { CreatedApiToken } from "../../../shared/schemas/api-tokens.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { serverTest } from "../../test-support/server-fixture.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import type { TestServer } from "../../test-support/test-server.ts";

/**
 * A client generated from the served /api/openapi.json, as someone building on the API would make
 * one: openapi-typescript writes the types (in a child process, scripts/openapi-types/), TypeScript 7
 * type-checks client-usage/script-with-token.ts against them, and openapi-fetch runs it with a
 * personal API token and nothing else. Nothing generated is committed: it goes to .build/.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const USAGE = path.join(import.meta.dirname, "client-usage/script-with-token.ts");

/** The usage module's functions as this test calls them (it is outside the project's tsconfigs). */
type Usage = {
  clientWithToken: (baseUrl: string, token: string) => unknown;
  addTask: (client: unknown, title: string) => Promise<{ id: string; title: string; category: string }>;
  tickShoppingItem: (client: unknown, name: string) => Promise<{ name: string; completed: boolean }>;
  trashAndReadTrash: (client: unknown, noteId: string) => Promise<string[]>;
  refusal: (client: unknown, route: "tags" | "account-delete-data") => Promise<{ status: number; code?: string }>;
};

const test = serverTest();
mkdirSync(path.join(ROOT, ".build"), { recursive: true });
const workDir = mkdtempSync(path.join(ROOT, ".build", "generated-client-"));
let server: TestServer;
let session: TestClient;

test.beforeAll(async ({ harness }) => {
  server = harness.server;
  session = await signedInClient(server.url, harness.mail);
  const document = await (await server.request("/api/openapi.json")).text();
  writeFileSync(path.join(workDir, "openapi.json"), document);
  await run(process.execPath, [
    path.join(ROOT, "scripts/openapi-types/generate.mjs"),
    path.join(workDir, "openapi.json"),
    path.join(workDir, "poriadok-api.d.ts"),
  ]);
  const tsconfig = {
    extends: path.join(ROOT, "tsconfig.base.json"),
    compilerOptions: { noEmit: true, types: ["node"], paths: { "poriadok-api": ["./poriadok-api.d.ts"] } },
    files: [USAGE],
  };
  writeFileSync(path.join(workDir, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
}, 30_000);

test.afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

async function makeToken(name: string): Promise<CreatedApiToken> {
  const response = await session.post("/api/tokens", { name, scope: "read_write" });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedApiToken;
}

describe("a client generated from /api/openapi.json", () => {
  it("type-checks the usage module against the generated types with TypeScript 7", async () => {
    const typeCheck = await run(
      process.execPath,
      [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", path.join(workDir, "tsconfig.json")],
      { cwd: ROOT },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout,
      stderr: error.stderr,
      failed: true,
    }));
    expect(typeCheck, `${typeCheck.stdout}${typeCheck.stderr}`).not.toHaveProperty("failed");
  });

  it("with a personal token, creates a task, ticks a shopping item and reads the trash; 403 on the account; 401 once revoked", async () => {
    const usage = (await import(USAGE)) as Usage;
    const { token, apiToken } = await makeToken("Bins every Tuesday");
    const client = usage.clientWithToken(server.url, token);

    const task = await usage.addTask(client, "Take out the bins");
    expect(task).toMatchObject({ title: "Take out the bins", category: "tasks" });
    // It is the session user's task: the app sees it.
    expect((await session.get(`/api/notes/${task.id}`)).status).toBe(200);

    expect(await usage.tickShoppingItem(client, "Oat milk")).toEqual({ name: "Oat milk", completed: true });
    expect(await usage.trashAndReadTrash(client, task.id)).toContain("Take out the bins");

    expect(await usage.refusal(client, "account-delete-data")).toEqual({ status: 403, code: "api_token_not_allowed" });
    expect((await session.get("/api/trash")).status).toBe(200);

    // Polling as README says: a conditional GET with the token is a bodiless 304 while nothing changed.
    const withToken = { Authorization: `Bearer ${token}` };
    const tags = await fetch(`${server.url}/api/tags`, { headers: withToken });
    const etag = tags.headers.get("ETag") ?? "";
    expect([tags.status, etag]).toEqual([200, expect.stringMatching(/.+/)]);
    const unchanged = await fetch(`${server.url}/api/tags`, { headers: { ...withToken, "If-None-Match": etag } });
    expect(unchanged.status).toBe(304);

    expect(await usage.refusal(client, "tags")).toMatchObject({ status: 200 });
    expect((await session.request(`/api/tokens/${apiToken.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await usage.refusal(client, "tags")).toEqual({ status: 401, code: "unauthorized" });
  });
});
