import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { withAppPreloads } from "./app-preloads.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import type { Manifest } from "./vite-manifest.ts";

/**
 * The pages the build prerenders (scripts/vite-prerender.ts) and the paths that answer with them. Sign-in
 * only without a query: `?mode=…` or `?redirect=…` may show another form than the prerendered one.
 */
const PRERENDERED_PATHS: Record<string, { file: string; withQuery: boolean }> = {
  "/": { file: "prerendered/landing-en.html", withQuery: true },
  "/sk": { file: "prerendered/landing-sk.html", withQuery: true },
  "/sk/": { file: "prerendered/landing-sk.html", withQuery: true },
  "/auth": { file: "prerendered/auth-en.html", withQuery: false },
  "/sk/auth": { file: "prerendered/auth-sk.html", withQuery: false },
};

export type PrerenderedPage = { html: string; withQuery: boolean };

/**
 * Path → the public page prerendered at build, in its language; every other path gets index.html.
 * A prerendered page is used only when its inline scripts are exactly index.html's, since the CSP
 * allows the scripts it hashed from index.html (inline-script-hashes.ts) and no others. A build
 * without them (older, or prerendering failed) simply serves index.html everywhere.
 */
export function readPrerenderedPages(webDir: string, indexHtml: string): Map<string, PrerenderedPage> {
  const allowedScripts = inlineScriptHashes(indexHtml).join(" ");
  const pages = new Map<string, PrerenderedPage>();
  for (const [route, { file, withQuery }] of Object.entries(PRERENDERED_PATHS)) {
    const fullPath = path.join(webDir, file);
    if (!existsSync(fullPath)) continue;
    const html = readFileSync(fullPath, "utf8");
    if (inlineScriptHashes(html).join(" ") === allowedScripts) pages.set(route, { html, withQuery });
  }
  return pages;
}

/**
 * A prerendered page for someone signed in (a session cookie came with the request): marked so that the
 * boot module starts the app at once rather than on the first touch (src/web/app/main.tsx), with the
 * app's chunks preloaded. Their copy of the user in localStorage, which says the same, may be gone
 * (cleared, or Safari's seven-day limit on script-written storage) while the cookie lives on.
 */
export function startingTheApp(html: string, manifest: Manifest | null): string {
  return withAppPreloads(html.replace(" data-prerendered=", " data-start-app data-prerendered="), manifest);
}
