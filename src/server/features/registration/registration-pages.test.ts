import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pageWith } from "../../../../scripts/vite-prerender.ts";
import {
  createTestStorage,
  startTestServer,
  type TestServer,
  type TestStorage,
} from "../../test-support/test-server.ts";

/** A build with sign-in and the landing page prerendered, as scripts/vite-prerender.ts leaves it. */
const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark"><head><script>document.documentElement.lang = "en";</script></head>
<body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const LANDING = pageWith(INDEX_HTML, "en", "<main><h1>Order in your day</h1></main>");
const AUTH = pageWith(INDEX_HTML, "en", "<main><h1>Sign in</h1><p>Don't have an account? Sign up</p></main>");

let storage: TestStorage;
let server: TestServer;
beforeAll(async () => {
  storage = await createTestStorage(null);
  const webDir = path.join(storage.dataDir, "built-web");
  mkdirSync(path.join(webDir, "prerendered"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  for (const locale of ["en", "sk"]) {
    writeFileSync(path.join(webDir, "prerendered", `landing-${locale}.html`), LANDING);
    writeFileSync(path.join(webDir, "prerendered", `auth-${locale}.html`), AUTH);
  }
  server = await startTestServer(storage, { env: { WEB_DIR: webDir, REGISTRATION: "invite" } });
});
afterAll(async () => {
  await server.stop();
  await storage.dispose();
});

it("REGISTRATION=invite: sign-in's prerendered page (which offers sign-up) is not served; the app starts and says why", async () => {
  for (const route of ["/auth", "/sk/auth"]) {
    const answer = await server.request(route, { headers: { "accept-encoding": "identity" } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).not.toContain("Sign up");
    expect(html).toContain('<div id="root"></div>');
  }
  const landing = await server.request("/", { headers: { "accept-encoding": "identity" } });
  expect(await landing.text()).toBe(LANDING);
});
