import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { appEntryChunks } from "./scripts/vite-app-entry.ts";
import { bundleReport } from "./scripts/vite-bundle-report.ts";
import { cataloguePreload } from "./scripts/vite-catalogue-preload.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { prerenderPublicPages } from "./scripts/vite-prerender.ts";
import { serviceWorker } from "./scripts/vite-service-worker.ts";
import { wrapImports } from "./scripts/vite-wrap-imports.ts";

const importWrappers = { zod: path.resolve(import.meta.dirname, "src/web/lib/zod-without-eval.ts") };

const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|tailwind-merge|sonner|clsx|class-variance-authority|use-sync-external-store)[\\/]/;
// Left out: useInfiniteQuery (the signed-in lists' only), TanStack Query's dehydrate/hydrate (the
// offline copy, lib/sync, loaded after the first screen) and TanStack Virtual (long lists only, loaded
// with them): in the group they would join every first load.
const isFrameworkModule = (id: string) =>
  FRAMEWORK_PACKAGES.test(id) && !/infinite|hydration|[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/i.test(id);

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  // ANALYZE=<dir> (npm run analyze) writes a report of every chunk's contents into that directory.
  plugins: [
    react(),
    tailwindcss(),
    cataloguePreload(),
    // The app the boot module loads in one chunk, beside the boot module's own.
    appEntryChunks({
      root: path.resolve(import.meta.dirname, "src/web"),
      appEntry: path.resolve(import.meta.dirname, "src/web/app/start-app.tsx"),
    }),
    precompress(),
    // After precompress (its closeBundle is sequential and "post"): the worker globs the finished build.
    serviceWorker(),
    // zod set up where it is first needed rather than by the entry (the wrapper says why).
    wrapImports(importWrappers),
    prerenderPublicPages({
      entry: path.resolve(import.meta.dirname, "src/web/app/prerender.tsx"),
      projectRoot: import.meta.dirname,
      plugins: () => [react(), wrapImports(importWrappers)],
    }),
    process.env.ANALYZE ? bundleReport(path.resolve(import.meta.dirname, process.env.ANALYZE)) : null,
  ],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src/web"),
      "@shared": path.resolve(import.meta.dirname, "src/shared"),
    },
  },
  // Source maps are written for the operator (to read a production stack trace) but not linked from
  // the bundles, and the server refuses to serve *.map (src/server/static/serve-web-app.ts).
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/web"),
    emptyOutDir: true,
    sourcemap: "hidden",
    manifest: true,
    // The framework every page runs on in one chunk. Without this group Rolldown cut it into many small
    // ones once screens load code on demand from their own chunks (/home's dialogs and calendars): it
    // split out whatever a nested on-demand chunk shares with the app's start, and every page paid for
    // the extra files (docs/decisions/014). useInfiniteQuery is only the signed-in lists'; in this
    // group it would join every page's first load.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: isFrameworkModule }] } } },
    // Every browser the app supports preloads modules natively (modulepreload: Chrome 66, Firefox 115,
    // Safari 17); the polyfill would only add bytes to the boot module every page loads first.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173, proxy: { "/api": apiTarget } },
});
