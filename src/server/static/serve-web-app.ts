import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

/**
 * Serves the built web app from `webDir`. Hashed assets are cached for a year; every other GET that
 * is not a file gets index.html (history fallback), so deep links such as /sk/about or /shopping/3
 * load the app, which then routes on the client.
 */
export function serveWebApp(webDir: string) {
  const app = new Hono();
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built. Run `npm run build` (or `npm start`, which builds it).", 503),
    );
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), webDir),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  const serveFile = serveStatic({ root: path.relative(process.cwd(), webDir) });
  // A path ending in "/" names a directory, never a file of the app: straight to the fallback.
  app.use("*", (c, next) => (c.req.path.endsWith("/") ? next() : serveFile(c, next)));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
