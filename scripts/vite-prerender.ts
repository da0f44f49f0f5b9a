import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type PluginOption, type ResolvedConfig } from "vite";

type PrerenderOptions = {
  /** The module exporting `PRERENDERED_PAGES` and `renderPage(path, locale)` (src/web/app/prerender.tsx). */
  entry: string;
  /** The repository root: the server-side bundle is written under its .build/, beside node_modules. */
  projectRoot: string;
  /** The plugins that module needs to compile (React, the import wrappers). */
  plugins: () => PluginOption[];
};

/** Where the server finds the prerendered pages (src/server/static/prerendered-pages.ts); never URLs themselves. */
export const PRERENDERED_DIR = "prerendered";
const LOCALES = ["en", "sk"] as const;

/**
 * After the client build, renders the public pages of `PRERENDERED_PAGES` (the landing page and sign-in)
 * in English and Slovak with react-dom/server (a second, server-side build of `entry`) and writes
 * `prerendered/<page>-<locale>.html`: the built index.html with the page inside #root. The server sends
 * them for those paths, so the page paints from HTML and CSS before the JavaScript arrives, and loads the
 * app only when the visitor first touches it (main.tsx, docs/decisions/014). The inline
 * scripts stay those of index.html, so the CSP hashes the server computes from index.html cover them.
 */
export function prerenderPublicPages(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: "poriadok:prerender-public-pages",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(options.projectRoot, ".build", `prerender-${process.pid}`);
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          resolve: { alias: config.resolve.alias },
          plugins: options.plugins(),
          build: {
            ssr: options.entry,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            rollupOptions: { output: { entryFileNames: "prerender.mjs" } },
          },
        });
        const { PRERENDERED_PAGES, renderPage, renderHomeFrame, errorTexts } = (await import(
          pathToFileURL(path.join(serverDir, "prerender.mjs")).href
        )) as {
          PRERENDERED_PAGES: Record<string, string>;
          renderPage: (route: string, locale: string) => Promise<string>;
          renderHomeFrame: (locale: string) => Promise<string>;
          errorTexts: (locale: string) => Promise<Record<string, unknown>>;
        };
        const indexHtml = await readFile(path.join(outDir, "index.html"), "utf8");
        await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const [route, name] of Object.entries(PRERENDERED_PAGES)) {
          for (const locale of LOCALES) {
            const page = pageWith(indexHtml, locale, await renderPage(route, locale));
            await writeFile(path.join(outDir, PRERENDERED_DIR, `${name}-${locale}.html`), page);
          }
        }
        for (const locale of LOCALES) {
          const frame = homeFrameMarkup(await renderHomeFrame(locale));
          await writeFile(path.join(outDir, PRERENDERED_DIR, `${HOME_FRAME_NAME}-${locale}.html`), frame);
          // The sign-in form sent without JavaScript is answered by the server in the app's words.
          const texts = JSON.stringify(await errorTexts(locale));
          await writeFile(path.join(outDir, PRERENDERED_DIR, `${ERROR_TEXTS_NAME}-${locale}.json`), texts);
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * /home's prerendered loading frame in PRERENDERED_DIR: `home-frame-<locale>.html`, the markup alone,
 * which the server puts into the #root of /home's page (src/server/static/home-frame.ts).
 */
export const HOME_FRAME_NAME = "home-frame";

/** The app's error texts in PRERENDERED_DIR: `error-texts-<locale>.json` (src/server/features/form-sign-in/). */
export const ERROR_TEXTS_NAME = "error-texts";

/**
 * The frame's markup as the server sends it. Unlike a public page it is no page of its own: the app
 * starts at once and renders over it within a moment (docs/decisions/016), so rather than replaying
 * what was pressed before then, its few controls (the header's language and theme buttons) say "not yet"
 * by being disabled until the app's own replace them. Links keep working.
 */
export function homeFrameMarkup(body: string): string {
  if (/<script\b/i.test(body)) throw new Error("The prerendered frame contains a script; the CSP would block it");
  return body.replace(/<(button|input|select|textarea)\b([^>]*)>/gi, (tag, name: string, attributes: string) =>
    /\sdisabled(?=[\s=/>]|$)/i.test(attributes) ? tag : `<${name} disabled=""${attributes}>`,
  );
}

/** index.html with the rendered page in #root, its language on <html>, and a mark the pre-paint script and main.tsx read. */
export function pageWith(indexHtml: string, locale: string, body: string): string {
  if (/<script\b/i.test(body)) throw new Error("The prerendered page contains a script; the CSP would block it");
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no ${root}`);
  return indexHtml
    .replace(/<html lang="\w+"/, `<html lang="${locale}" data-prerendered="${locale}"`)
    .replace(root, `<div id="root">${withFormsPosted(body)}</div>`);
}

/**
 * Every form of the prerendered markup sent with POST. The page's buttons and fields are live from the
 * first paint: main.tsx catches a form sent before the app has taken over and replays it then
 * (docs/decisions/014). This covers the moment before main.tsx has run: a form the browser sends
 * itself must never put a password into a URL (GET would), where history and logs keep it.
 */
export function withFormsPosted(markup: string): string {
  return markup.replace(/<form\b([^>]*)>/gi, (tag, attributes: string) =>
    /\smethod\s*=/i.test(attributes) ? tag : `<form method="post"${attributes}>`,
  );
}
