import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../test-support/raw-request.ts";
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from "../test-support/test-server.ts";

/** A build as Vite leaves it: index.html naming the entry and the catalogues, and the manifest of its chunks. */
const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark"><head>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/web-Cd34.js">
    <script>(() => { var files = {"en":"/assets/en-Ef56.js","sk":"/assets/sk-Gh78.js"}; })();</script>
</head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  "index.html": { file: "assets/index-Ab12.js", isEntry: true, imports: ["_web-Cd34.js"] },
  "_web-Cd34.js": { file: "assets/web-Cd34.js" },
  "_zod-Ij90.js": { file: "assets/zod-Ij90.js", imports: ["_web-Cd34.js"] },
  "_dialog-Kl12.js": { file: "assets/dialog-Kl12.js", imports: ["_zod-Ij90.js"] },
  "app/routes/home.tsx": { file: "assets/home-Mn34.js", imports: ["_web-Cd34.js", "_dialog-Kl12.js"] },
  "app/routes/shopping-list.tsx": { file: "assets/shopping-list-Op56.js", imports: ["_zod-Ij90.js"] },
};

describe("the signed-in screens' pages", () => {
  let storage: TestStorage;
  let server: TestServer;

  beforeAll(async () => {
    storage = await createTestStorage(null);
    const webDir = path.join(storage.dataDir, "built-web");
    mkdirSync(path.join(webDir, ".vite"), { recursive: true });
    writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
    writeFileSync(path.join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    server = await startTestServer(storage, { env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server.stop();
    await storage.dispose();
  });

  const page = async (route: string) => {
    const answer = await rawGet(`${server.url}${route}`, { "accept-encoding": "br" });
    return { answer, html: brotliDecompressSync(answer.body).toString("utf8") };
  };

  it("names /home's session, texts and chunks (not the entry's), the session and texts before the entry", async () => {
    const { answer, html } = await page("/home");
    expect(answer.status).toBe(200);
    const links = [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      "/api/auth/get-session",
      "/assets/en-Ef56.js",
      "/assets/web-Cd34.js",
      "/assets/home-Mn34.js",
      "/assets/dialog-Kl12.js",
      "/assets/zod-Ij90.js",
    ]);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">');
    expect(html.indexOf("get-session")).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("gives a Slovak screen with a parameter its own page, with the Slovak texts", async () => {
    const { answer, html } = await page("/sk/shopping/7");
    expect(answer.status).toBe(200);
    expect(html).toContain('href="/assets/sk-Gh78.js"');
    expect(html).not.toContain('href="/assets/en-Ef56.js"');
    expect(html).toContain('href="/assets/shopping-list-Op56.js"');
  });

  it("keeps public pages and unknown paths on plain index.html, with the same CSP", async () => {
    const home = await page("/home");
    for (const route of ["/about", "/sk/contact", "/home/extra"]) {
      const { answer, html } = await page(route);
      expect(html).toBe(INDEX_HTML);
      expect(answer.headers["content-security-policy"]).toBe(home.answer.headers["content-security-policy"]);
    }
  });

  it("does not serve Vite's manifest", async () => {
    const answer = await rawGet(`${server.url}/.vite/manifest.json`, {});
    expect(answer.status).toBe(404);
  });
});
