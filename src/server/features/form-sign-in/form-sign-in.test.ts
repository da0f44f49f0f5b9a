import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWith, withFormsPosted } from "../../../../scripts/vite-prerender.ts";
import { getSession, newUser, signedInClient, signUp } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import { createTestStorage } from "../../test-support/test-server.ts";

/** A build as scripts/vite-prerender.ts leaves it: sign-in's form posted, and the app's error texts beside it. */
const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark"><head><script>document.documentElement.lang = "en";</script></head>
<body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const FORM = (title: string) =>
  withFormsPosted(`<main><h1>${title}</h1><form noValidate="" class="grid gap-4">
<input type="email" id="_R_kl5_" autoComplete="username webauthn" name="email" value=""/>
<input type="password" autoComplete="current-password" name="password" value=""/>
<button type="submit">Sign in</button></form></main>`);

function writeBuild(webDir: string): void {
  mkdirSync(path.join(webDir, "prerendered"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(webDir, "prerendered", "auth-en.html"), pageWith(INDEX_HTML, "en", FORM("Welcome back")));
  writeFileSync(path.join(webDir, "prerendered", "auth-sk.html"), pageWith(INDEX_HTML, "sk", FORM("Vitajte späť")));
  for (const language of ["en", "sk"]) {
    const source = path.join("src", "web", "locales", language, "errors.json");
    copyFileSync(source, path.join(webDir, "prerendered", `error-texts-${language}.json`));
  }
}

let harness: AccountsServer;
/** One confirmed account for every test (each sign-up counts against 127.0.0.1's limit). */
const user = newUser();
let address = 0;
beforeAll(async () => {
  const build = await createTestStorage(null);
  const webDir = path.join(build.dataDir, "built-web");
  writeBuild(webDir);
  // Each request from an address of its own (TRUST_PROXY=1), but for the test of the limit itself.
  harness = await startAccountsServer({ WEB_DIR: webDir, TRUST_PROXY: "1", AUTH_RATE_LIMIT_MAX: "5" });
  await signedInClient(harness.server.url, harness.mail, user);
}, 60_000);
afterAll(() => harness.close());

type Post = { email: string; password: string; redirect?: string };
/** The form as a browser without JavaScript sends it: form-encoded, with this site's Origin. */
function postForm(route: string, fields: Post, { origin = harness.server.url, from = "" } = {}) {
  address += 1;
  return fetch(`${harness.server.url}${route}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "x-forwarded-for": from || `198.51.100.${address % 250}`,
    },
    body: new URLSearchParams(fields),
  });
}

describe("sign-in's prerendered form, sent without JavaScript", () => {
  it("signs in, sets the session cookie and sends the browser to /home (or /sk/home) with 303", async () => {
    for (const [route, home] of [
      ["/auth", "/home"],
      ["/sk/auth", "/sk/home"],
    ] as const) {
      const answer = await postForm(route, { email: user.email, password: user.password });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(home);
      const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("poriadok.session_token="));
      expect(session).toBeDefined();
      // The cookie is a real session.
      const client = createTestClient(harness.server.url);
      const [name = "", value = ""] = (session ?? "").split(";")[0]?.split("=") ?? [];
      client.cookies.set(name, value);
      const signedIn = (await getSession(client))?.user as { email: string; locale?: string } | undefined;
      expect(signedIn?.email).toBe(user.email);
      // Mails follow the language of the page signed in from, as with the app.
      expect(signedIn?.locale).toBe(route === "/auth" ? "en" : "sk");
    }
  });

  it("goes on to a path of this site given as `redirect`, never to another site", async () => {
    const inside = await postForm("/auth", { ...user, redirect: "/settings?tab=account" });
    expect(inside.headers.get("location")).toBe("/settings?tab=account");
    const outside = await postForm("/auth", { ...user, redirect: "//evil.example/x" });
    expect(outside.headers.get("location")).toBe("/home");
  });

  it.each([
    ["/auth", "The e-mail address or password is not correct."],
    ["/sk/auth", "E-mailová adresa alebo heslo nie sú správne."],
  ])("answers a wrong password on %s with the page, the translated error and the e-mail kept", async (route, text) => {
    const answer = await postForm(route, { email: user.email, password: "not the password" });
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const html = await answer.text();
    expect(html).toContain(`<p role="alert" class="text-sm text-destructive">${text}</p>`);
    expect(html).toContain(`name="email" value="${user.email}"/>`);
    expect(html).not.toContain("not the password");
    // The inline scripts are index.html's, which the CSP allows.
    expect(html).toContain('<script>document.documentElement.lang = "en";</script>');
    expect(answer.headers.get("content-security-policy")).toContain("sha256-");
  });

  it("escapes what was typed", async () => {
    const answer = await postForm("/auth", { email: '"><script>alert(1)</script>', password: "x" });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const html = await answer.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("asks for all fields, and says an unconfirmed account must confirm first (in Slovak on /sk/auth)", async () => {
    const empty = await postForm("/sk/auth", { email: "", password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(">Vyplňte všetky polia</p>");

    const newcomer = newUser();
    expect((await signUp(createTestClient(harness.server.url), newcomer)).status).toBe(200);
    const unconfirmed = await postForm("/sk/auth", { email: newcomer.email, password: newcomer.password });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
    expect(await unconfirmed.text()).toContain("Najprv potvrďte svoju e-mailovú adresu");
  });

  it("counts against the same per-address limit as the app's sign-in", async () => {
    const from = "203.0.113.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await postForm("/auth", { email: `nobody${attempt}@example.org`, password: "guess" }, { from });
      statuses.push(answer.status);
      if (answer.status === 429) expect(await answer.text()).toContain("Too many attempts. Please wait a minute");
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("refuses a form sent from another site's page (CSRF), before any sign-in", async () => {
    const answer = await postForm("/auth", user, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("forbidden_origin");
  });
});
