import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { signedInClient } from "../test-support/accounts.ts";
import type { AccountsServer } from "../test-support/accounts-server.ts";
import { MISSING_ID } from "../test-support/missing-id.ts";
import { type RawResponse, rawGet } from "../test-support/raw-request.ts";
import { noteRows, seedRows, userIdOf } from "../test-support/seed-rows.ts";
import { serverTest } from "../test-support/server-fixture.ts";
import type { TestClient } from "../test-support/test-client.ts";
import { COMPRESS_MIN_BYTES, compressJson } from "./compress-json.ts";

const test = serverTest();

let harness: AccountsServer;
let client: TestClient;

test.beforeAll(async ({ harness: started }) => {
  harness = started;
  client = await signedInClient(harness.server.url, harness.mail);
  await seedRows(harness.server, "notes", noteRows(await userIdOf(client), 200));
});

/** A signed-in GET read as bytes on the wire, with the given Accept-Encoding (none if undefined). */
function signedInGet(route: string, acceptEncoding?: string): Promise<RawResponse> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return rawGet(`${harness.server.url}${route}`, {
    cookie,
    origin: harness.server.url,
    ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
  });
}

describe("JSON answers of the API", () => {
  it("come as brotli or gzip when large and accepted, decoding to the same JSON", async () => {
    const plain = await signedInGet("/api/notes?limit=200");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.length).toBeGreaterThan(20 * 1024);
    const notes = JSON.parse(plain.body.toString()) as { notes: unknown[] };
    expect(notes.notes).toHaveLength(200);

    const brotli = await signedInGet("/api/notes?limit=200", "gzip, deflate, br, zstd");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^application\/json/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.headers["content-length"]).toBe(String(brotli.body.length));
    expect(brotli.headers["cache-control"]).toBe("no-store");
    expect(brotli.body.length).toBeLessThan(plain.body.length / 5);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

    const gzip = await signedInGet("/api/notes?limit=200", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-length"]).toBe(String(gzip.body.length));
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it("stay plain when the client refuses both encodings", async () => {
    const answer = await signedInGet("/api/notes?limit=200", "br;q=0, gzip;q=0, deflate");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect((JSON.parse(answer.body.toString()) as { notes: unknown[] }).notes).toHaveLength(200);
  });

  it("stay plain below the threshold, with their exact length", async () => {
    const health = await signedInGet("/api/health", "gzip, deflate, br");
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.headers["content-length"]).toBe(String(health.body.length));
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: "ok" });

    const missing = await signedInGet(`/api/notes/${MISSING_ID}`, "br");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toMatchObject({ error: { code: "not_found" } });
  });

  it("leave Better Auth's answers alone (session tokens beside request text: no compression oracle)", async () => {
    const session = await signedInGet("/api/auth/get-session", "br");
    expect(session.status).toBe(200);
    expect(session.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(session.body.toString())).toMatchObject({ user: { id: expect.any(String) } });
  });
});

describe("compressJson on an answer with an ETag", () => {
  const list = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  const app = new Hono()
    .use(compressJson())
    .get("/list", (c) => {
      if (c.req.header("If-None-Match") === 'W/"v7"') return c.body(null, 304, { ETag: '"v7"' });
      return c.json(list, 200, { ETag: '"v7"' });
    })
    .get("/no-transform", (c) => c.json(list, 200, { "Cache-Control": "no-transform" }));

  it("makes a strong ETag weak on the compressed bytes and passes 304s untouched", async () => {
    const compressed = await app.request("/list", { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    expect(compressed.headers.get("ETag")).toBe('W/"v7"');
    const bytes = Buffer.from(await compressed.arrayBuffer());
    expect(compressed.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(list);

    const plain = await app.request("/list");
    expect(plain.headers.get("ETag")).toBe('"v7"');

    const notModified = await app.request("/list", { headers: { "Accept-Encoding": "br", "If-None-Match": 'W/"v7"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("Content-Encoding")).toBeNull();
  });

  it("respects Cache-Control: no-transform", async () => {
    const answer = await app.request("/no-transform", { headers: { "Accept-Encoding": "br" } });
    expect(answer.headers.get("Content-Encoding")).toBeNull();
    expect(await answer.json()).toEqual(list);
  });
});
