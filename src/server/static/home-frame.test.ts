import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AFTER_PAINT_PRELOADS_META, GREETING_NAME_META } from "../../shared/constants.ts";
import { newUser, signedInClient } from "../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../test-support/accounts-server.ts";
import { rawGet } from "../test-support/raw-request.ts";
import { createTestStorage } from "../test-support/test-server.ts";
import { withGreetingName } from "./home-frame.ts";

const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark"><head>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-Cd34.js">
</head><body><div id="root"></div><script>(() => {})();</script></body></html>`;

/** The boot module, the app it starts and /home's screen, as Vite's manifest names them. */
const MANIFEST = {
  "index.html": { file: "assets/index-Ab12.js", isEntry: true, imports: ["_runtime-Cd34.js"] },
  "_runtime-Cd34.js": { file: "assets/runtime-Cd34.js" },
  "app/start-app.tsx": { file: "assets/start-app-Ef56.js", imports: ["_runtime-Cd34.js"] },
  "app/routes/home.tsx": { file: "assets/home-Gh78.js", imports: ["app/start-app.tsx"] },
};

const FRAME = {
  en: '<main><div data-pre-paint-greeting="{}" hidden><h1></h1></div></main>',
  sk: "<main lang-sk></main>",
};

describe("/home's page: the prerendered frame and the signed-in user's first name", () => {
  let harness: AccountsServer;

  beforeAll(async () => {
    // The built app lives outside the server's data directory: a storage of its own, only for its path.
    const build = await createTestStorage(null);
    const webDir = path.join(build.dataDir, "built-web");
    mkdirSync(path.join(webDir, "prerendered"), { recursive: true });
    mkdirSync(path.join(webDir, ".vite"), { recursive: true });
    writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
    writeFileSync(path.join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    writeFileSync(path.join(webDir, "prerendered", "home-frame-en.html"), FRAME.en);
    writeFileSync(path.join(webDir, "prerendered", "home-frame-sk.html"), FRAME.sk);
    harness = await startAccountsServer({ WEB_DIR: webDir });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const page = async (route: string, cookie?: string) => {
    const answer = await rawGet(`${harness.server.url}${route}`, {
      "accept-encoding": "br",
      ...(cookie ? { cookie } : {}),
    });
    const html = answer.headers["content-encoding"] === "br" ? brotliDecompressSync(answer.body) : answer.body;
    return { answer, html: html.toString("utf8") };
  };
  const cookieOf = (client: { cookies: Map<string, string> }) =>
    [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

  it("gives a visitor the frame in the page's language, without a name, so the greeting stays hidden", async () => {
    const english = await page("/home");
    expect(english.answer.status).toBe(200);
    expect(english.html).toContain(`<div id="root">${FRAME.en}</div>`);
    expect(english.html).not.toContain(GREETING_NAME_META);
    const slovak = await page("/sk/home");
    expect(slovak.html).toContain(`<div id="root">${FRAME.sk}</div>`);
  });

  it("names the app's and the screen's chunks for after the first paint, not as preloads beside the stylesheet", async () => {
    const { html } = await page("/home");
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    // index.html's own (the boot module's) stay; the session is still asked for at once.
    expect(preloads).toEqual(["/assets/runtime-Cd34.js"]);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">');
    expect(html).toContain(
      `<meta name="${AFTER_PAINT_PRELOADS_META}" content="/assets/start-app-Ef56.js /assets/home-Gh78.js">`,
    );
    // Another signed-in screen, which paints only once its code has run, keeps its preloads.
    const settings = await page("/settings");
    expect(settings.html).toContain('<link rel="modulepreload" crossorigin href="/assets/start-app-Ef56.js">');
    expect(settings.html).not.toContain(AFTER_PAINT_PRELOADS_META);
  });

  it("names the signed-in user, escaped, in a page no shared cache keeps", async () => {
    const user = newUser({ firstName: `Ján "<b>" & 'co'` });
    const client = await signedInClient(harness.server.url, harness.mail, user);
    const { answer, html } = await page("/home", cookieOf(client));
    expect(answer.status).toBe(200);
    expect(html).toContain(
      `<meta name="${GREETING_NAME_META}" content="Ján &quot;&lt;b&gt;&quot; &amp; &#39;co&#39;">`,
    );
    expect(html).not.toContain("<b>");
    expect(html).toContain(`<div id="root">${FRAME.en}</div>`);
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
    expect(String(answer.headers.vary)).toMatch(/cookie/i);
    // Other pages carry no name.
    expect((await page("/settings", cookieOf(client))).html).not.toContain(GREETING_NAME_META);
  });

  it("says an empty name for a user without a first name, so the greeting goes without one", () => {
    expect(withGreetingName("<head></head>", "")).toBe(
      `<head>  <meta name="${GREETING_NAME_META}" content="">\n  </head>`,
    );
  });
});
