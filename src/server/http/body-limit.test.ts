import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signedInClient } from "../test-support/accounts.ts";
import type { AccountsServer } from "../test-support/accounts-server.ts";
import { serverTest } from "../test-support/server-fixture.ts";
import { createTestClient, type TestClient } from "../test-support/test-client.ts";
import { API_BODY_MAX_BYTES } from "./body-limit.ts";

const test = serverTest();

let harness: AccountsServer;
let client: TestClient;

test.beforeAll(async ({ harness: started }) => {
  harness = started;
  client = await signedInClient(harness.server.url, harness.mail);
});

/** A raw JSON POST with the app's Origin and the signed-in client's cookies. */
function post(route: string, body: RequestInit["body"], extra: RequestInit = {}) {
  return client.request(route, { method: "POST", headers: { "content-type": "application/json" }, body, ...extra });
}

/** A body streamed in 64 KB chunks with no Content-Length (Transfer-Encoding: chunked). */
function chunkedBody(totalBytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  // The rest of a refused body is not read: the server hangs up after answering.
  expect(response.headers.get("connection")).toBe("close");
  expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });
}

describe("the request-body limit", () => {
  it("refuses a 5 MB body to sign-in (Better Auth's handler) with 413 and the JSON error", async () => {
    const password = "x".repeat(5 * 1024 * 1024);
    await expectTooLarge(await post("/api/auth/sign-in/email", JSON.stringify({ email: "a@example.org", password })));
  });

  it("refuses a chunked body with no Content-Length as soon as it passes the limit", async () => {
    const response = await post("/api/auth/sign-up/email", chunkedBody(5 * 1024 * 1024), {
      duplex: "half",
    } as RequestInit);
    expect(response.headers.get("content-length")).not.toBeNull();
    await expectTooLarge(response);
  });

  it("refuses a 65 KB note and accepts the longest note the schema allows (20,000 three-byte characters)", async () => {
    const tooLarge = JSON.stringify({ title: "Big", category: "notes", content: "a".repeat(65 * 1024) });
    expect(new TextEncoder().encode(tooLarge).length).toBeGreaterThan(API_BODY_MAX_BYTES);
    await expectTooLarge(await post("/api/notes", tooLarge));

    const longest = JSON.stringify({ title: "Dlhá", category: "notes", content: "€".repeat(20_000) });
    expect(new TextEncoder().encode(longest).length).toBeGreaterThan(58 * 1024);
    expect((await post("/api/notes", longest)).status).toBe(201);
  });

  const depth = 30 * 1024;
  const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
  it.each([
    ["/api/auth/sign-in/email", nested],
    ["/api/auth/sign-up/email", `{"email":"a@example.org","password":"long enough 1","name":${nested}}`],
    ["/api/notes", nested],
    ["/api/notes", `{"title":"Deep","category":"notes","tags":${nested}}`],
    ["/api/tags", `{"name":${nested}}`],
  ])("answers a 60 KB deeply nested JSON body to %s with a quick 4xx", async (route, body) => {
    const startedAt = performance.now();
    const response = await post(route, body);
    const elapsedMs = performance.now() - startedAt;
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(elapsedMs).toBeLessThan(1000);
  });

  it("still accepts a profile picture of almost 2 MB (the upload's own limit)", async () => {
    // Random pixels do not compress: this PNG is just under 2 MB.
    const side = 800;
    const noise = new Uint8Array(side * side * 3).map(() => Math.floor(Math.random() * 256));
    const photo = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1.8 * 1024 * 1024);
    expect(photo.length).toBeLessThan(2 * 1024 * 1024);
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(photo)], { type: "image/png" }), "me.png");
    const response = await client.request("/api/account/avatar", { method: "PUT", body: form });
    expect(response.status).toBe(200);
  });

  it("leaves small bodies and visitors' requests alone", async () => {
    const visitor = createTestClient(harness.server.url);
    const response = await visitor.post("/api/auth/sign-in/email", {
      email: "nobody@example.org",
      password: "wrong one",
    });
    expect(response.status).toBe(401);
  });
});
