import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../test-support/raw-request.ts";
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from "../test-support/test-server.ts";

/** A build as vite-plugin-pwa leaves it: the worker and the Workbox runtime at the root (scripts/vite-service-worker.ts). */
const WORKER = `define(["./workbox-1a2b3c4d"], function (workbox) { workbox.precacheAndRoute([]); });\n`;

describe("the service worker's files", () => {
  let storage: TestStorage;
  let server: TestServer;

  beforeAll(async () => {
    storage = await createTestStorage(null);
    const webDir = path.join(storage.dataDir, "built-web");
    mkdirSync(path.join(webDir, "assets"), { recursive: true });
    writeFileSync(path.join(webDir, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
    writeFileSync(path.join(webDir, "sw.js"), WORKER);
    writeFileSync(path.join(webDir, "workbox-1a2b3c4d.js"), "define([], function () {});\n");
    writeFileSync(path.join(webDir, "sw-push.js"), "self.addEventListener('push', () => {});\n");
    writeFileSync(path.join(webDir, "sw.js.map"), "{}");
    writeFileSync(path.join(webDir, "robots.txt"), "User-agent: *\n");
    server = await startTestServer(storage, { env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server.stop();
    await storage.dispose();
  });

  const get = (route: string) => rawGet(`${server.url}${route}`, {});

  it("are sent with Cache-Control: no-cache, so the browser's update check always reaches the server", async () => {
    for (const file of ["/sw.js", "/workbox-1a2b3c4d.js", "/sw-push.js"]) {
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers["content-type"], file).toMatch(/^text\/javascript/);
      expect(answer.headers["cache-control"], file).toBe("no-cache");
    }
    expect((await get("/sw.js")).body.toString()).toBe(WORKER);
  });

  it("leave other files' caching as it was, and the worker's source map unserved", async () => {
    expect((await get("/robots.txt")).headers["cache-control"]).toBeUndefined();
    expect((await get("/sw.js.map")).status).toBe(404);
  });

  it("may run as a worker under the app's CSP", async () => {
    const csp = String((await get("/sw.js")).headers["content-security-policy"]);
    expect(csp.split("; ")).toContain("worker-src 'self'");
  });
});
