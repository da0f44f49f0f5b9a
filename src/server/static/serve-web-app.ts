import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { isClientRoute } from "../../shared/client-routes.ts";
import { withAppPreloads } from "./app-preloads.ts";
import { type EncodedPage, encodePage, encodePageFor, sendEncodedPage } from "./encoded-page.ts";
import { readHomeFrames, withGreetingName, withHomeFrame } from "./home-frame.ts";
import { readPrerenderedPages, startingTheApp } from "./prerendered-pages.ts";
import { isServiceWorkerFile } from "./service-worker-files.ts";
import { signedInPageKey, signedInPages } from "./signed-in-preloads.ts";
import { readManifest } from "./vite-manifest.ts";

/** Source maps, the compressed variants, the prerendered pages and Vite's manifest: files of the build that are never URLs of the app. */
const NEVER_SERVED = /\.(?:map|br|gz)$|^\/prerendered\/|^\/\.vite\//i;

/**
 * serveStatic says `Vary: Accept-Encoding` only when it sends a variant; the plain answer needs it
 * too, or a shared cache that stored it first would hand it to everyone.
 */
function varyWhenPlain(servedPath: string, c: Context): void {
  if (!/\.(?:br|gz)$/.test(servedPath)) c.header("Vary", "Accept-Encoding", { append: true });
}

/** The signed-in user's first name for /home's greeting ("" for none), or null for a visitor (http/session.ts). */
export type GreetingNameOf = (c: Context) => Promise<string | null>;

/**
 * Sign-in's prerendered form sent by the browser itself (features/form-sign-in/): the page it was on
 * (to answer again with the error) and its language.
 */
export type SignInByForm = (c: Context, page: { html: string; language: "en" | "sk" }) => Promise<Response>;

/** Where sign-in's prerendered form posts (its own path: no action), with the page's language. */
export const SIGN_IN_FORM_PAGES: Readonly<Record<string, "en" | "sk">> = { "/auth": "en", "/sk/auth": "sk" };

/** Whether the request carries a session cookie (http/session-cookie.ts). */
export type HasSessionCookie = (c: Context) => Promise<boolean>;

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
 *
 * Compression: the build writes `.br` and `.gz` beside each text file (scripts/vite-precompress.ts);
 * serveStatic's `precompressed` sends one of them by Accept-Encoding (brotli first), with the original
 * file's Content-Type and the variant's Content-Length. index.html is compressed in memory at start-up.
 * Every file answer says `Vary: Accept-Encoding`, so a shared cache keeps the variants apart. The
 * variants themselves are no URLs of the app (404), like the source maps.
 *
 * The landing page and sign-in answer with their page prerendered into index.html at build, when the build has it;
 * every other page starts the app at once, so it names the app's chunks for preloading (app-preloads.ts).
 * `notPrerendered`: paths whose prerendered page would say something untrue of this server (sign-in offers
 * sign-up; with REGISTRATION other than open it must not): they start the app at once instead.
 */
export function serveWebApp(
  webDir: string,
  indexHtml: string | null = readIndexHtml(webDir),
  {
    greetingNameOf,
    hasSessionCookie,
    notPrerendered = [],
    signInByForm,
  }: {
    greetingNameOf?: GreetingNameOf;
    hasSessionCookie?: HasSessionCookie;
    notPrerendered?: readonly string[];
    signInByForm?: SignInByForm;
  } = {},
) {
  const app = new Hono();
  if (indexHtml === null) {
    return app.get("*", (c) =>
      c.text("The web app is not built. Run `npm run build` (or `npm start`, which builds it).", 503),
    );
  }
  const root = path.relative(process.cwd(), webDir);
  app.get("*", (c, next) => (NEVER_SERVED.test(c.req.path) ? c.text("Not found", 404) : next()));
  app.use(
    "/assets/*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (servedPath, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        varyWhenPlain(servedPath, c);
      },
    }),
  );
  const serveFile = serveStatic({
    root,
    precompressed: true,
    onFound: (servedPath, c) => {
      if (isServiceWorkerFile(c.req.path)) c.header("Cache-Control", "no-cache");
      varyWhenPlain(servedPath, c);
    },
  });
  // A path ending in "/" names a directory, never a file of the app: straight to the fallback.
  app.use("*", (c, next) => (c.req.path.endsWith("/") ? next() : serveFile(c, next)));
  const manifest = readManifest(webDir);
  // Every page but the prerendered ones starts the app at once: its chunks beside the boot module.
  const appPageHtml = withAppPreloads(indexHtml, manifest);
  const indexPage = encodePage(appPageHtml);
  // Public pages prerendered at build (prerendered-pages.ts): the same app, painted sooner.
  const servedPrerendered = [...readPrerenderedPages(webDir, indexHtml)].filter(
    ([route]) => !notPrerendered.includes(route),
  );
  // Its forms post to the page's own path (no action): where sign-in is prerendered, the server takes them.
  for (const [route, { html }] of servedPrerendered) {
    const language = SIGN_IN_FORM_PAGES[route];
    if (signInByForm && language) app.post(route, (c) => signInByForm(c, { html, language }));
  }
  const prerenderedPages = new Map<string, { page: EncodedPage; signedInPage: EncodedPage; withQuery: boolean }>(
    servedPrerendered.map(([route, { html, withQuery }]) => [
      route,
      { page: encodePage(html), signedInPage: encodePage(startingTheApp(html, manifest)), withQuery },
    ]),
  );
  // Signed-in screens: index.html that preloads the session, the texts and the screen's chunks;
  // /home's with its loading frame in #root (home-frame.ts).
  const screenHtml = new Map(signedInPages(appPageHtml, manifest).map(({ key, html }) => [key, html]));
  const homeFrames = readHomeFrames(webDir);
  for (const language of ["en", "sk"] as const) {
    const frame = homeFrames[language];
    const key = `${language}:home`;
    if (frame !== undefined) screenHtml.set(key, withHomeFrame(screenHtml.get(key) ?? appPageHtml, indexHtml, frame));
  }
  const screenPages = new Map([...screenHtml].map(([key, html]) => [key, encodePage(html)]));
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    const prerendered = prerenderedPages.get(c.req.path);
    if (prerendered && (prerendered.withQuery || new URL(c.req.url).search === "")) {
      // Someone signed in gets the page that starts the app at once: the answer depends on the cookie.
      const isSignedIn = (await hasSessionCookie?.(c)) ?? false;
      return sendEncodedPage(c, isSignedIn ? prerendered.signedInPage : prerendered.page, 200, ["Cookie"]);
    }
    const screenKey = signedInPageKey(c.req.path) ?? "";
    const screenPage = screenPages.get(screenKey);
    const homeHtml = screenKey.endsWith(":home") ? screenHtml.get(screenKey) : undefined;
    if (homeHtml !== undefined && greetingNameOf) {
      // The page names whoever is signed in: it depends on the cookie, and no shared cache may keep it.
      c.header("Cache-Control", "private, no-cache");
      const firstName = await greetingNameOf(c);
      if (firstName === null) return sendEncodedPage(c, screenPage ?? indexPage, 200, ["Cookie"]);
      return sendEncodedPage(c, encodePageFor(c, withGreetingName(homeHtml, firstName)), 200, ["Cookie"]);
    }
    return sendEncodedPage(c, screenPage ?? indexPage, isClientRoute(c.req.path) ? 200 : 404);
  });
  return app;
}
