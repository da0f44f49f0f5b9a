import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { newUser, signUp } from "./test-support/accounts.ts";
import { createTestClient } from "./test-support/test-client.ts";
import {
  createTestStorage,
  freePort,
  startTestServer,
  type TestServer,
  type TestStorage,
} from "./test-support/test-server.ts";

/**
 * Issue 26, points 2, 7 and 9, as an operator meets them: a server listening beyond loopback with
 * BASE_URL at localhost and TRUST_PROXY set says so at start, names its version and commit, and
 * a request refused for its origin is logged and answered with the setting to change.
 */
type LogLine = { level: string; msg: string; [field: string]: unknown };
let storage: TestStorage;
let server: TestServer;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  storage = await createTestStorage();
  const port = await freePort();
  server = await startTestServer(storage, {
    env: { HOST: "0.0.0.0", PORT: String(port), BASE_URL: `http://localhost:${port}`, TRUST_PROXY: "1" },
    logger: createLogger("info", (line) => lines.push(line)),
  });
});
afterAll(async () => {
  await server?.stop();
  await storage?.dispose();
});

describe("what the server tells its operator", () => {
  it("logs its version and commit when it starts listening, as /api/health shows them", async () => {
    const listening = logged().find((line) => line.msg === "listening");
    expect(listening).toMatchObject({
      level: "info",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/),
    });
    const health = (await (await server.request("/api/health")).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: "ok", version: listening?.version, commit: listening?.commit });
  });

  it("warns about BASE_URL at localhost and TRUST_PROXY while listening on every interface", () => {
    const warnings = logged().filter((line) => line.level === "warn");
    expect(warnings).toContainEqual(
      expect.objectContaining({
        msg: expect.stringContaining(`Set BASE_URL to the address people open`),
        baseUrl: server.config.baseUrl,
        host: "0.0.0.0",
      }),
    );
    expect(warnings).toContainEqual(
      expect.objectContaining({ msg: expect.stringContaining("Pair TRUST_PROXY with HOST=127.0.0.1") }),
    );
  });

  it("logs a refused origin with the expected one, and tells which variable to set", async () => {
    const phone = createTestClient(server.url, "http://192.168.1.10:3000");
    const response = await signUp(phone, newUser());
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("forbidden_origin");
    expect(body.error.message).toContain("http://192.168.1.10:3000");
    expect(body.error.message).toContain(server.config.baseUrl);
    expect(body.error.message).toMatch(/sets BASE_URL .*TRUSTED_ORIGINS/);
    expect(logged()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "request refused for its origin",
        origin: "http://192.168.1.10:3000",
        expected: server.config.baseUrl,
        path: "/api/auth/sign-up/email",
      }),
    );
  });

  it("accepts that address once it is among the trusted origins", async () => {
    const trustedStorage = await createTestStorage();
    const lan = await startTestServer(trustedStorage, { env: { TRUSTED_ORIGINS: "http://192.168.1.10:3000" } });
    try {
      const phone = createTestClient(lan.url, "http://192.168.1.10:3000");
      expect((await signUp(phone, newUser())).status).toBe(200);
    } finally {
      await lan.stop();
      await trustedStorage.dispose();
    }
  });
});
