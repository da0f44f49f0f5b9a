import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import type { TestClient } from "../../test-support/test-client.ts";

let harness: AccountsServer;
beforeAll(async () => {
  // The production default for the guarded paths; the test harness's own 1000 would lift the rest too.
  harness = await startAccountsServer({ AUTH_RATE_LIMIT_MAX: "10" });
});
afterAll(() => harness.close());

/** Sends `count` GETs from one address (127.0.0.1), ten at a time, and returns the statuses in order. */
async function statusesOf(client: TestClient, route: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, () => client.get(route)));
    statuses.push(...batch.map((response) => response.status));
  }
  return statuses;
}

describe("Better Auth's per-address limit", () => {
  it("never refuses reading the session: 400 get-session requests within a minute all answer 200", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const started = Date.now();
    const statuses = await statusesOf(client, "/api/auth/get-session", 400);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses).toEqual(Array(400).fill(200));
    const session = (await (await client.get("/api/auth/get-session")).json()) as { user?: unknown } | null;
    expect(session?.user).toBeDefined();
  }, 90_000);

  it("still limits the other auth paths of the same server (300 a minute per address)", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const statuses = await statusesOf(client, "/api/auth/ok", 310);
    expect(statuses.slice(0, 300)).toEqual(Array(300).fill(200));
    expect(statuses.slice(300)).toEqual(Array(10).fill(429));
  }, 90_000);

  it("lets them follow AUTH_RATE_LIMIT_MAX when that is higher (many people behind one address)", async () => {
    const raised = await startAccountsServer({ AUTH_RATE_LIMIT_MAX: "320" });
    try {
      const client = await signedInClient(raised.server.url, raised.mail);
      const statuses = await statusesOf(client, "/api/auth/ok", 330);
      expect(statuses.slice(0, 320)).toEqual(Array(320).fill(200));
      expect(statuses.slice(320)).toEqual(Array(10).fill(429));
    } finally {
      await raised.close();
    }
  }, 90_000);
});
