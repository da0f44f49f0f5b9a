import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCompressedVariants } from "../../../scripts/vite-precompress.ts";
import { rawGet } from "../test-support/raw-request.ts";
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from "../test-support/test-server.ts";

/** A web app as the build leaves it: text files with their .br and .gz written by the build's plugin. */
const INDEX_HTML = `<!doctype html><html><head><title>Poriadok</title></head><body><div id=root></div>${"<p>poriadok</p>".repeat(80)}</body></html>`;
const ENTRY_JS = Array.from({ length: 400 }, (_, i) => `export const line${i} = "poriadok ${i}";`).join("\n");
const CHROMIUM = "gzip, deflate, br, zstd";

describe("the built app, precompressed", () => {
  let storage: TestStorage;
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    storage = await createTestStorage(null);
    webDir = path.join(storage.dataDir, "built-web");
    mkdirSync(path.join(webDir, "assets"), { recursive: true });
    writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
    writeFileSync(path.join(webDir, "assets", "index-Ab12Cd34.js"), ENTRY_JS);
    writeFileSync(path.join(webDir, "assets", "index-Ab12Cd34.js.map"), "{}");
    writeFileSync(path.join(webDir, "robots.txt"), "User-agent: *\n");
    for (const file of ["index.html", "assets/index-Ab12Cd34.js"]) {
      await writeCompressedVariants(path.join(webDir, file));
    }
    server = await startTestServer(storage, { env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server.stop();
    await storage.dispose();
  });

  const get = (route: string, acceptEncoding?: string) =>
    rawGet(`${server.url}${route}`, acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding });
  const onDisk = (file: string) => readFileSync(path.join(webDir, file));

  it("leaves tiny files without variants (the build skips them)", async () => {
    await writeCompressedVariants(path.join(webDir, "robots.txt"));
    expect(() => statSync(path.join(webDir, "robots.txt.br"))).toThrow();
    const robots = await get("/robots.txt", CHROMIUM);
    expect(robots.headers["content-encoding"]).toBeUndefined();
    expect(robots.body.toString()).toBe("User-agent: *\n");
  });

  it("sends a hashed asset as brotli to a browser that accepts it, immutable, decoding to the original", async () => {
    const asset = await get("/assets/index-Ab12Cd34.js", CHROMIUM);
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(asset.headers.vary).toBe("Accept-Encoding");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-length"]).toBe(String(asset.body.length));
    expect(asset.body.equals(onDisk("assets/index-Ab12Cd34.js.br"))).toBe(true);
    expect(asset.body.length).toBeLessThan(ENTRY_JS.length / 4);
    expect(brotliDecompressSync(asset.body).toString()).toBe(ENTRY_JS);
  });

  it("sends gzip when brotli is not accepted", async () => {
    for (const header of ["gzip, deflate", "br;q=0, gzip"]) {
      const asset = await get("/assets/index-Ab12Cd34.js", header);
      expect(asset.headers["content-encoding"]).toBe("gzip");
      expect(asset.headers.vary).toBe("Accept-Encoding");
      expect(asset.headers["content-length"]).toBe(String(asset.body.length));
      expect(gunzipSync(asset.body).toString()).toBe(ENTRY_JS);
    }
  });

  it("sends the file as it is without Accept-Encoding, still saying it varies by it", async () => {
    for (const header of [undefined, "identity", "deflate"]) {
      const asset = await get("/assets/index-Ab12Cd34.js", header);
      expect(asset.status).toBe(200);
      expect(asset.headers["content-encoding"]).toBeUndefined();
      expect(asset.headers.vary).toBe("Accept-Encoding");
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.headers["content-length"]).toBe(String(ENTRY_JS.length));
      expect(asset.body.toString()).toBe(ENTRY_JS);
    }
  });

  it.each([
    ["/home", 200],
    ["/sk/about", 200],
    ["/no-such-page", 404],
  ])("sends index.html for %s compressed too, not cached, with its status", async (route, status) => {
    const brotli = await get(route, CHROMIUM);
    expect(brotli.status).toBe(status);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toBe("text/html; charset=UTF-8");
    expect(brotli.headers["cache-control"]).toBe("no-cache");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotli.headers["content-length"]).toBe(String(brotli.body.length));
    expect(brotliDecompressSync(brotli.body).toString()).toBe(INDEX_HTML);
    expect(brotli.headers["content-security-policy"]).toContain("script-src 'self'");

    const gzip = await get(route, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(INDEX_HTML);

    const plain = await get(route);
    expect(plain.status).toBe(status);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(INDEX_HTML);
  });

  it("never serves the variants or source maps as URLs of their own", async () => {
    for (const route of [
      "/assets/index-Ab12Cd34.js.br",
      "/assets/index-Ab12Cd34.js.gz",
      "/index.html.br",
      "/assets/index-Ab12Cd34.js.map",
    ]) {
      expect((await get(route, CHROMIUM)).status).toBe(404);
    }
  });
});
