import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { Hono } from "hono";
import { preferredEncoding } from "../../http/accept-encoding.ts";
import { documentedPublic } from "../../http/openapi/documented.ts";

/** Where the reference page lives (with /api): security-headers.ts gives it its own policy (see below). */
export const API_DOCS_PATH = "/api/docs";

/** The one remote resource in Redoc's bundle: the "API docs by Redocly" footer's logo, always loaded. */
const REDOCLY_LOGO_URL = "https://cdn.redoc.ly/redoc/logo-mini.svg";
/** An empty picture in its place: the page loads nothing from other origins (img-src stays 'self'). */
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/**
 * Redoc's standalone bundle from node_modules (never a CDN), read and gzipped on first request (most
 * servers never serve the reference, and tests start many). Its version goes into the script's URL,
 * so the URL changes with the bundle and may be cached for a year.
 */
function redocBundle() {
  const require = createRequire(import.meta.url);
  const { version } = require("redoc/package.json") as { version: string };
  let plain: Buffer | undefined;
  let gzipped: Buffer | undefined;
  const read = () => {
    const code = readFileSync(require.resolve("redoc/bundles/redoc.standalone.js"), "utf8");
    return Buffer.from(code.replaceAll(REDOCLY_LOGO_URL, EMPTY_IMAGE));
  };
  return {
    version,
    body: (gzip: boolean) => {
      plain ??= read();
      if (!gzip) return plain;
      gzipped ??= gzipSync(plain);
      return gzipped;
    },
  };
}

/**
 * The page: Redoc's `<redoc spec-url>` element, which the bundle finds and renders by itself when
 * it loads, so the page needs no inline script (script-src stays 'self'). No web fonts: Redoc
 * falls back to the system's sans-serif. The inline <style> is allowed (style-src 'unsafe-inline'),
 * as Redoc's own styled-components need.
 */
function pageHtml(scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Poriadok API</title>
<link rel="icon" type="image/svg+xml" href="/icons/icon.svg">
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="/api/openapi.json"></redoc>
<script src="${scriptUrl}"></script>
</body>
</html>
`;
}

/**
 * The reference page's Content-Security-Policy: the app's own, with `blob:` workers added.
 * Redoc runs its search index in a Web Worker it makes from a Blob URL (the bundle inlines the
 * worker's code); the app's pages never need that, so only this page allows it.
 */
export function apiDocsContentSecurityPolicy(appPolicy: string): string {
  return appPolicy.replace("worker-src 'self'", "worker-src 'self' blob:");
}

/** Mounted at /api/docs: the browsable API reference (Redoc) and its script, both public. */
export function apiDocsRoutes() {
  const bundle = redocBundle();
  const scriptPath = `/redoc.standalone.js`;
  const html = pageHtml(`${API_DOCS_PATH}${scriptPath}?v=${bundle.version}`);
  return new Hono()
    .get(
      "/",
      documentedPublic({
        tags: ["reference"],
        summary: "This reference as a web page (Redoc)",
        responses: { 200: { description: "The HTML page", content: { "text/html": { schema: { type: "string" } } } } },
      }),
      (c) => c.html(html, 200, { "Cache-Control": "no-cache" }),
    )
    .get(scriptPath, (c) => {
      // 1.1 MB, about 300 KB gzipped. Only gzip is kept: with `br;q=0` appended, the client's
      // preference between what is left is gzip or nothing.
      const accepted = c.req.header("Accept-Encoding");
      const gzip = preferredEncoding(`${accepted ?? ""}, br;q=0`) === "gzip";
      const headers: Record<string, string> = {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
        Vary: "Accept-Encoding",
      };
      if (gzip) headers["Content-Encoding"] = "gzip";
      return c.body(new Uint8Array(bundle.body(gzip)), 200, headers);
    });
}
