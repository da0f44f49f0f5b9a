import { type Manifest, withModulePreloads } from "./vite-manifest.ts";

/** The app's start-up (src/web/app/start-app.tsx): the boot module (main.tsx) imports it dynamically. */
const APP_MODULE = "app/start-app.tsx";

/**
 * index.html for every page that starts the app at once — all but the prerendered ones, which load it
 * on the visitor's first interaction (docs/decisions/014): `modulepreload` for the app's chunks, so they
 * download beside the boot module instead of one round trip after it has run. Only link tags are added,
 * so the inline scripts (and the CSP hashes taken from index.html) stay as they are.
 */
export function withAppPreloads(indexHtml: string, manifest: Manifest | null): string {
  if (!manifest?.[APP_MODULE]) return indexHtml;
  return withModulePreloads(indexHtml, manifest, APP_MODULE);
}
