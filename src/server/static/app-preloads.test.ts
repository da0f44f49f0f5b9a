import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWith } from "../../../scripts/vite-prerender.ts";
import { rawGet } from "../test-support/raw-request.ts";
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from "../test-support/test-server.ts";

/** A build as Vite leaves it: index.html naming the boot module (and what it imports statically) and the catalogues. */
const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark"><head>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot-shared-Qr78.js">
    <script>(() => { var files = {"en":"/assets/en-Ef56.js","sk":"/assets/sk-Gh78.js"}; })();</script>
</head><body><div id="root"></div></body></html>`;

/** The boot module imports the app (start-app.tsx) dynamically; the app and the screens share `web`. */
const MANIFEST = {
  "index.html": {
    file: "assets/index-Ab12.js",
    isEntry: true,
    imports: ["_boot-shared-Qr78.js"],
    dynamicImports: ["app/start-app.tsx"],
  },
  "_boot-shared-Qr78.js": { file: "assets/boot-shared-Qr78.js" },
  "app/start-app.tsx": {
    file: "assets/start-app-St90.js",
    isDynamicEntry: true,
    imports: ["index.html", "_web-Cd34.js", "_boot-shared-Qr78.js"],
  },
  "_web-Cd34.js": { file: "assets/web-Cd34.js" },
  "app/routes/home.tsx": { file: "assets/home-Mn34.js", imports: ["_web-Cd34.js", "_dialog-Kl12.js"] },
  "_dialog-Kl12.js": { file: "assets/dialog-Kl12.js" },
};

const LANDING = pageWith(INDEX_HTML, "en", "<main><h1>Order in your day</h1></main>");
const APP_CHUNKS = ["/assets/start-app-St90.js", "/assets/web-Cd34.js"];

describe("the app's chunks preloaded by every page that starts it at once", () => {
  let storage: TestStorage;
  let server: TestServer;

  beforeAll(async () => {
    storage = await createTestStorage(null);
    const webDir = path.join(storage.dataDir, "built-web");
    mkdirSync(path.join(webDir, ".vite"), { recursive: true });
    mkdirSync(path.join(webDir, "prerendered"), { recursive: true });
    writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
    writeFileSync(path.join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    writeFileSync(path.join(webDir, "prerendered", "landing-en.html"), LANDING);
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
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it.each([
    ["/about", 200],
    ["/sk/contact", 200],
    ["/auth?mode=signup", 200],
    ["/no-such-page", 404],
  ])("names the app's chunks on %s, besides those index.html names, once each", async (route, status) => {
    const { answer, html } = await page(route);
    expect(answer.status).toBe(status);
    expect(modulePreloads(html)).toEqual(["/assets/boot-shared-Qr78.js", ...APP_CHUNKS]);
    // Only link tags added, at the end of the head: index.html's scripts (and so the CSP) as they were.
    const head = INDEX_HTML.indexOf("</head>");
    expect(html.startsWith(INDEX_HTML.slice(0, head))).toBe(true);
    expect(html.endsWith(INDEX_HTML.slice(head))).toBe(true);
  });

  it("names them on a signed-in screen's page too, with the screen's own chunks after them", async () => {
    const { html } = await page("/home");
    expect(modulePreloads(html)).toEqual([
      "/assets/en-Ef56.js",
      "/assets/boot-shared-Qr78.js",
      ...APP_CHUNKS,
      "/assets/home-Mn34.js",
      "/assets/dialog-Kl12.js",
    ]);
  });

  it("leaves them out of a prerendered page, which loads the app on the first interaction, under the same CSP", async () => {
    const landing = await page("/");
    expect(landing.html).toBe(LANDING);
    expect(modulePreloads(landing.html)).toEqual(["/assets/boot-shared-Qr78.js"]);
    const about = await page("/about");
    expect(landing.answer.headers["content-security-policy"]).toBe(about.answer.headers["content-security-policy"]);
  });

  it("names them on a prerendered page for someone signed in, which starts the app at once", async () => {
    const answer = await rawGet(`${server.url}/`, { cookie: "poriadok.session_token=abc.def" });
    const html = answer.body.toString();
    expect(html).toContain('data-start-app data-prerendered="en"');
    expect(modulePreloads(html)).toEqual(["/assets/boot-shared-Qr78.js", ...APP_CHUNKS]);
  });
});
