import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS, PERMISSIONS_POLICY } from "./http/security-headers.ts";
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from "./test-support/test-server.ts";

/** A pre-paint script like the real one in src/web/index.html; the CSP must carry its hash. */
const THEME_SCRIPT = `
      (() => { document.documentElement.classList.toggle("dark", localStorage.getItem("theme") !== "light"); })();
    `;
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-a1b2.js"></script></head><body><div id=root></div></body></html>`;

/** A built web app as Vite leaves it with `sourcemap: "hidden"`: a map file beside the asset. */
function writeWebDir(dataDir: string): string {
  const webDir = path.join(dataDir, "built-web");
  mkdirSync(path.join(webDir, "assets"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(webDir, "assets", "index-a1b2.js"), "console.log('poriadok');\n");
  writeFileSync(path.join(webDir, "assets", "index-a1b2.js.map"), '{"version":3,"sources":["secret.ts"]}');
  return webDir;
}

async function startWith(env: Record<string, string>): Promise<{ server: TestServer; storage: TestStorage }> {
  const storage = await createTestStorage();
  const server = await startTestServer(storage, { env: { WEB_DIR: writeWebDir(storage.dataDir), ...env } });
  return { server, storage };
}

/** A page, an asset, a JSON API answer, an error answer, Better Auth's own answer, an unknown page. */
const SAMPLES = [
  "/",
  "/sk/settings",
  "/assets/index-a1b2.js",
  "/api/health",
  "/api/no-such-route",
  "/api/auth/get-session",
  "/no-such-page",
];

describe("security headers over http", () => {
  let server: TestServer;
  let storage: TestStorage;
  beforeAll(async () => ({ server, storage } = await startWith({})));
  afterAll(async () => {
    await server.stop();
    await storage.dispose();
  });

  it.each(SAMPLES)("are on the response to %s", async (route) => {
    const response = await server.request(route);
    const headers = response.headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("strict-transport-security")).toBeNull();
    expect(headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  });

  it("allow exactly the app's own scripts and the pre-paint script, by its hash", async () => {
    const policy = (await server.request("/")).headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      policy.split(";").map((directive) => {
        const [name = "", ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(" ")];
      }),
    );
    const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    expect(directives).toEqual({
      "default-src": "'self'",
      "script-src": `'self' 'sha256-${hash}'`,
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data: blob:",
      "font-src": "'self'",
      "connect-src": "'self'",
      "manifest-src": "'self'",
      "worker-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
  });

  it("deny the powerful features the app does not use", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
    expect(PERMISSIONS_POLICY).not.toContain("clipboard-write");
    // Passkeys: the page's own sign-in and settings, never an embedded frame.
    expect(PERMISSIONS_POLICY).toContain("publickey-credentials-get=(self)");
    expect(PERMISSIONS_POLICY).toContain("publickey-credentials-create=(self)");
  });

  it.each(["/api/health", "/api/no-such-route", "/api/auth/get-session", "/api/openapi.json"])(
    "keep the API answer to %s out of every cache",
    async (route) => {
      expect((await server.request(route)).headers.get("cache-control")).toBe("no-store");
    },
  );

  it("leave the caching of pages and hashed assets as it was", async () => {
    expect((await server.request("/")).headers.get("cache-control")).toBe("no-cache");
    expect((await server.request("/assets/index-a1b2.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("come with no public source maps", async () => {
    const map = await server.request("/assets/index-a1b2.js.map");
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("secret.ts");
    expect((await server.request("/assets/INDEX-A1B2.JS.MAP")).status).toBe(404);
  });
});

describe("security headers over https", () => {
  it("add HSTS when BASE_URL is https, and upgrade insecure requests", async () => {
    const { server, storage } = await startWith({ BASE_URL: "https://poriadok.example" });
    try {
      for (const route of ["/", "/api/health", "/assets/index-a1b2.js"]) {
        const headers = (await server.request(route)).headers;
        expect(headers.get("strict-transport-security")).toBe(HSTS);
        expect(headers.get("content-security-policy")).toMatch(/; upgrade-insecure-requests$/);
      }
      expect(HSTS).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await server.stop();
      await storage.dispose();
    }
  });
});
