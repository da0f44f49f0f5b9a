import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { isClientRoute } from "../../shared/client-routes.ts";

/** The built app's index.html, or null when the web app has not been built. */
export function readIndexHtml(webDir: string): string | null {
  const indexFile = path.join(webDir, "index.html");
  return existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
}

/**
 * Serves the built web app from `webDir`. Hashed assets are cached for a year; every other GET that
 * is not a file gets index.html (history fallback), so deep links such as /sk/about or /shopping/3
 * load the app, which then routes on the client. A path that is no screen of the app
 * (src/shared/client-routes.ts) gets the same page — it shows the not-found screen — with status 404.
 * Source maps are never served, even if a build left some next to the assets.
 */
export function serveWebApp(webDir: string, indexHtml: string | null = readIndexHtml(webDir)) {
  const app = new Hono();
  if (indexHtml === null) {
    return app.get("*", (c) =>
      c.text("The web app is not built. Run `npm run build` (or `npm start`, which builds it).", 503),
    );
  }
  const root = path.relative(process.cwd(), webDir);
  app.get("*", (c, next) => (c.req.path.toLowerCase().endsWith(".map") ? c.text("Not found", 404) : next()));
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  const serveFile = serveStatic({ root });
  // A path ending in "/" names a directory, never a file of the app: straight to the fallback.
  app.use("*", (c, next) => (c.req.path.endsWith("/") ? next() : serveFile(c, next)));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml, isClientRoute(c.req.path) ? 200 : 404);
  });
  return app;
}
