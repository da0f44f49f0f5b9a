import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

/** The pages the build prerenders (scripts/vite-prerender.ts) and the paths that answer with them. */
const PRERENDERED_PATHS: Record<string, string> = {
  "/": "prerendered/en.html",
  "/sk": "prerendered/sk.html",
  "/sk/": "prerendered/sk.html",
};

/**
 * Path → the landing page prerendered at build, in its language; every other path gets index.html.
 * A prerendered page is used only when its inline scripts are exactly index.html's, since the CSP
 * allows the scripts it hashed from index.html (inline-script-hashes.ts) and no others. A build
 * without them (older, or prerendering failed) simply serves index.html everywhere.
 */
export function readPrerenderedPages(webDir: string, indexHtml: string): Map<string, string> {
  const allowedScripts = inlineScriptHashes(indexHtml).join(" ");
  const pages = new Map<string, string>();
  for (const [route, file] of Object.entries(PRERENDERED_PATHS)) {
    const fullPath = path.join(webDir, file);
    if (!existsSync(fullPath)) continue;
    const html = readFileSync(fullPath, "utf8");
    if (inlineScriptHashes(html).join(" ") === allowedScripts) pages.set(route, html);
  }
  return pages;
}
