import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../logger.ts";
import { newUser, signUp } from "../../test-support/accounts.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import {
  createTestStorage,
  startTestServer,
  type TestServer,
  type TestStorage,
} from "../../test-support/test-server.ts";
import { ACCOUNT_FAILURE_MAX } from "./sign-in-failures.ts";

type LogLine = { level: string; msg: string; status?: number; code?: string };

let storage: TestStorage;
let server: TestServer;
const lines: LogLine[] = [];
beforeAll(async () => {
  storage = await createTestStorage();
  const logger = createLogger("debug", (line) => lines.push(JSON.parse(line) as LogLine));
  // Every attempt comes from 127.0.0.1: the per-address limit is lifted so only the account's applies.
  server = await startTestServer(storage, { env: { AUTH_RATE_LIMIT_MAX: "1000" }, logger });
});
afterAll(async () => {
  await server.stop();
  await storage.dispose();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Better Auth's own console logger prints through these; Poriadok's log never does. */
function watchConsole() {
  return [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
}

describe("errors from Better Auth's endpoints and Poriadok's hooks", () => {
  it("log a refusal by a hook (a too-long name) through Poriadok's logger at info, never on the console", async () => {
    const console = watchConsole();
    const response = await signUp(createTestClient(server.url), newUser({ firstName: "J".repeat(300) }));
    expect(response.status).toBe(400);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "info", msg: "auth: request refused", status: 400, code: "VALIDATION_ERROR" }),
    );
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
  });

  it("log a locked account's 429 at info, not as an error", async () => {
    const console = watchConsole();
    const client = createTestClient(server.url);
    const email = `nobody.${Date.now()}@example.org`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ACCOUNT_FAILURE_MAX; attempt += 1) {
      statuses.push((await client.post("/api/auth/sign-in/email", { email, password: `guess ${attempt}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(lines).toContainEqual(expect.objectContaining({ level: "info", status: 429, code: "TOO_MANY_ATTEMPTS" }));
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
  }, 90_000);
});
