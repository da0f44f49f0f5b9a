import { describe, expect } from "vitest";
import { createLogger } from "./logger.ts";
import { getSession, signedInClient } from "./test-support/accounts.ts";
import { serverTest } from "./test-support/server-fixture.ts";
import { createTestClient } from "./test-support/test-client.ts";

type LogLine = { level: string; msg: string; [field: string]: unknown };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const direct: string[] = [];
const test = serverTest({ logger: createLogger("info", (line) => direct.push(line)) });
const proxied: string[] = [];
const behindProxy = serverTest({
  env: { TRUST_PROXY: "1" },
  logger: createLogger("debug", (line) => proxied.push(line)),
});

const requestLines = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as LogLine).filter((entry) => entry.msg === "request");

describe("request ids and the request log", () => {
  test("gives every request an id, and logs it with the client address and the user", async ({
    harness: { server, mail },
  }) => {
    const client = await signedInClient(server.url, mail);
    const session = await getSession(client);
    const response = await client.request("/api/notes", { headers: { "X-Request-Id": "chosen-by-the-client" } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id") ?? "";
    // Without a trusted proxy in front, an incoming id is the client's word: a new one is made.
    expect(requestId).toMatch(UUID);
    expect(requestLines(direct)).toContainEqual(
      expect.objectContaining({
        level: "info",
        requestId,
        method: "GET",
        path: "/api/notes",
        status: 200,
        ip: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/),
        userId: session?.user.id,
      }),
    );
    expect(JSON.stringify(requestLines(direct))).not.toContain("chosen-by-the-client");
  });

  test("sends an id with static files and refusals too, and no user id for a visitor", async ({
    harness: { server },
  }) => {
    const visitor = createTestClient(server.url);
    const page = await visitor.get("/manifest.webmanifest");
    expect(page.headers.get("x-request-id")).toMatch(UUID);
    const refused = await visitor.get("/api/notes");
    expect(refused.status).toBe(401);
    const requestId = refused.headers.get("x-request-id");
    const line = requestLines(direct).find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ path: "/api/notes", status: 401 });
    expect(line).not.toHaveProperty("userId");
  });

  test("logs health probes at debug only", async ({ harness: { server } }) => {
    const before = direct.length;
    expect((await server.request("/api/health")).status).toBe(200);
    expect((await server.request("/api/public-config")).status).toBe(200);
    const lines = requestLines(direct.slice(before));
    expect(lines.map((line) => line.path)).toEqual(["/api/public-config"]);
  });

  behindProxy("keeps a trusted proxy's id and the address it names", async ({ harness: { server } }) => {
    const response = await server.request("/api/health", {
      headers: { "X-Request-Id": "nginx-4f2a9c", "X-Forwarded-For": "203.0.113.7" },
    });
    expect(response.headers.get("x-request-id")).toBe("nginx-4f2a9c");
    expect(requestLines(proxied)).toContainEqual(
      expect.objectContaining({ level: "debug", requestId: "nginx-4f2a9c", path: "/api/health", ip: "203.0.113.7" }),
    );

    const odd = await server.request("/api/health", { headers: { "X-Request-Id": 'a "quoted" id' } });
    expect(odd.headers.get("x-request-id")).toMatch(UUID);
  });
});
