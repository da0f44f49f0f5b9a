import { get, type IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createTestStorage, startTestServer } from "../../test-support/test-server.ts";

const storage = await createTestStorage(null);
const server = await startTestServer(storage);
afterAll(async () => {
  await server.stop();
  await storage.dispose();
});

describe("GET /api/docs", () => {
  it("is a page without inline script, whose policy adds only blob: workers to the app's", async () => {
    const page = await server.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Poriadok API</title>");
    expect(html).toContain('<redoc spec-url="/api/openapi.json"></redoc>');
    expect(html).not.toMatch(/<script>|https?:\/\//);
    const policy = page.headers.get("Content-Security-Policy") ?? "";
    const appPolicy = (await server.request("/api/health")).headers.get("Content-Security-Policy") ?? "";
    expect(policy).toBe(appPolicy.replace("worker-src 'self'", "worker-src 'self' blob:"));
    expect(policy).not.toContain("unsafe-eval");
  });

  it("serves Redoc's bundle gzipped or plain, the same bytes, with nothing from a CDN", async () => {
    const html = await (await server.request("/api/docs")).text();
    const src = html.match(/<script src="([^"]+)"><\/script>/)?.[1] ?? "";
    // fetch decompresses by itself: the gzipped bytes are read with node:http below.
    const plain = await server.request(src, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const code = await plain.text();
    expect(code.length).toBeGreaterThan(500_000);
    expect(code).not.toContain("cdn.redoc.ly");

    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${server.url}${src}`, { headers: { "Accept-Encoding": "gzip, br" } }, resolve).on("error", reject);
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toContain("max-age=31536000");
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const gzipped = Buffer.concat(chunks);
    expect(gunzipSync(gzipped).toString("utf8")).toBe(code);
  });
});
