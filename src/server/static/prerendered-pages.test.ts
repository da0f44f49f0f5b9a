import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWith, withFormsPosted } from "../../../scripts/vite-prerender.ts";
import { rawGet } from "../test-support/raw-request.ts";
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from "../test-support/test-server.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

/** A build as scripts/vite-prerender.ts leaves it: index.html, and the landing page and sign-in rendered into it per language. */
const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark"><head><script>document.documentElement.lang = "en";</script></head>
<body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const EN_PAGE = pageWith(INDEX_HTML, "en", "<main><h1>Order in your day</h1></main>");
const SK_PAGE = pageWith(INDEX_HTML, "sk", "<main><h1>Poriadok vo vašom dni</h1></main>");
const AUTH_EN = pageWith(INDEX_HTML, "en", "<main><h1>Sign in</h1></main>");
const AUTH_SK = pageWith(INDEX_HTML, "sk", "<main><h1>Prihlásenie</h1></main>");
const CHROMIUM = "gzip, deflate, br, zstd";

function writeBuild(webDir: string, landing: { en: string; sk: string }): void {
  mkdirSync(path.join(webDir, "prerendered"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(webDir, "prerendered", "landing-en.html"), landing.en);
  writeFileSync(path.join(webDir, "prerendered", "landing-sk.html"), landing.sk);
  writeFileSync(path.join(webDir, "prerendered", "auth-en.html"), AUTH_EN);
  writeFileSync(path.join(webDir, "prerendered", "auth-sk.html"), AUTH_SK);
}

describe("the prerendered public pages", () => {
  let storage: TestStorage;
  let server: TestServer;

  beforeAll(async () => {
    storage = await createTestStorage(null);
    const webDir = path.join(storage.dataDir, "built-web");
    writeBuild(webDir, { en: EN_PAGE, sk: SK_PAGE });
    server = await startTestServer(storage, { env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server.stop();
    await storage.dispose();
  });

  const get = (route: string, acceptEncoding = CHROMIUM) =>
    rawGet(`${server.url}${route}`, { "accept-encoding": acceptEncoding });

  it.each([
    ["/", EN_PAGE, "en"],
    ["/sk", SK_PAGE, "sk"],
    ["/sk/", SK_PAGE, "sk"],
    ["/?utm_source=mail", EN_PAGE, "en"],
    ["/auth", AUTH_EN, "en"],
    ["/sk/auth", AUTH_SK, "sk"],
  ])(
    "answers %s with the page in its language, compressed, not cached, under the same CSP",
    async (route, page, lang) => {
      const answer = await get(route);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["cache-control"]).toBe("no-cache");
      // Someone signed in gets another page (the one that starts the app at once).
      expect(answer.headers.vary).toBe("Accept-Encoding, Cookie");
      const html = brotliDecompressSync(answer.body).toString();
      expect(html).toBe(page);
      expect(html).toContain(`<html lang="${lang}" data-prerendered="${lang}"`);
      for (const hash of inlineScriptHashes(INDEX_HTML))
        expect(answer.headers["content-security-policy"]).toContain(hash);

      const plain = await get(route, "identity");
      expect(plain.body.toString()).toBe(page);
    },
  );

  it.each([
    ["/about", 200],
    ["/sk/about", 200],
    ["/home", 200],
    // Sign-in with a query may show another form (reset, sign-up) or go on elsewhere: the app decides.
    ["/auth?mode=signup", 200],
    ["/sk/auth?redirect=%2Fhome", 200],
    ["/no-such-page", 404],
  ])("answers %s with index.html as before", async (route, status) => {
    const answer = await get(route, "identity");
    expect(answer.status).toBe(status);
    expect(answer.body.toString()).toBe(INDEX_HTML);
  });

  it.each([
    ["/", EN_PAGE],
    ["/sk/auth", AUTH_SK],
  ])(
    "answers %s with a session cookie (checked or not) with the page marked to start the app at once",
    async (route, page) => {
      const signedIn = await rawGet(`${server.url}${route}`, { cookie: "theme=light; poriadok.session_token=abc.def" });
      expect(signedIn.body.toString()).toBe(page.replace(" data-prerendered=", " data-start-app data-prerendered="));
      const otherCookies = await rawGet(`${server.url}${route}`, { cookie: "theme=light; language=sk" });
      expect(otherCookies.body.toString()).toBe(page);
    },
  );

  it("never serves the prerendered files as URLs of their own", async () => {
    for (const route of [
      "/prerendered/landing-en.html",
      "/prerendered/auth-sk.html",
      "/prerendered/landing-en.html.br",
    ]) {
      expect((await get(route)).status).toBe(404);
    }
  });
});

describe("a prerendered page whose inline scripts are not index.html's", () => {
  let storage: TestStorage;
  let server: TestServer;

  beforeAll(async () => {
    storage = await createTestStorage(null);
    const webDir = path.join(storage.dataDir, "built-web");
    // The CSP allows only index.html's scripts, so this page would run without its pre-paint script.
    const otherScript = EN_PAGE.replace('lang = "en";', 'lang = "xx";');
    writeBuild(webDir, { en: otherScript, sk: SK_PAGE });
    server = await startTestServer(storage, { env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server.stop();
    await storage.dispose();
  });

  it("is not used: index.html answers instead", async () => {
    const english = await rawGet(`${server.url}/`);
    expect(english.body.toString()).toBe(INDEX_HTML);
    const slovak = await rawGet(`${server.url}/sk`);
    expect(slovak.body.toString()).toBe(SK_PAGE);
  });
});

it("pageWith refuses a page that would carry a script of its own", () => {
  expect(() => pageWith(INDEX_HTML, "en", "<main><script>alert(1)</script></main>")).toThrow(/script/);
});

it("pageWith leaves the page's buttons and fields live (main.tsx catches them until the app takes over) and sends its forms with POST", () => {
  const page = pageWith(
    INDEX_HTML,
    "en",
    '<form noValidate="" class="grid"><input type="email" name="email"/><button type="submit">Sign in</button></form><a href="/about">About</a>',
  );
  expect(page).toContain('<form method="post" noValidate="" class="grid">');
  expect(page).toContain('<input type="email" name="email"/>');
  expect(page).toContain('<button type="submit">Sign in</button>');
  expect(page).toContain('<a href="/about">About</a>');
  expect(page).not.toContain("disabled");
});

it("withFormsPosted leaves a form that names its method as it is", () => {
  expect(withFormsPosted('<form method="dialog"><button>x</button></form>')).toBe(
    '<form method="dialog"><button>x</button></form>',
  );
  expect(withFormsPosted("<formfield></formfield>")).toBe("<formfield></formfield>");
});
