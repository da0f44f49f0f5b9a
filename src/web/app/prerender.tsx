import type { Locale } from "@shared/constants";
import { QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { SESSION_QUERY_KEY } from "@/features/account/api/get-session";
import { loadCatalogues } from "@/lib/i18n";
import { appRoutes } from "./app-routes";
import { provideEmptyStorage } from "./build-storage";
import { Providers } from "./providers";

export { renderHomeFrame } from "./prerender-home-frame";

/** The public pages prerendered at build: path within a language root → the file's name. */
export const PRERENDERED_PAGES = { "/": "landing", "/auth": "auth" } as const;

/**
 * The error texts (errors.json) in one language, for the server's answer to sign-in's form sent without
 * JavaScript (server/features/form-sign-in/), so it says what the app says without importing the web app.
 */
export async function errorTexts(locale: Locale): Promise<Record<string, unknown>> {
  const { catalogue } = locale === "sk" ? await import("@/lib/catalogues/sk") : await import("@/lib/catalogues/en");
  const errors = catalogue.errors;
  if (!errors) throw new Error(`No errors catalogue for ${locale}`);
  return errors;
}

/**
 * A public page's HTML in one language, for scripts/vite-prerender.ts: the same routes and providers as
 * the browser, as a visitor who is not signed in sees the page. The browser paints it before
 * any JavaScript has run; on the first interaction start-app.tsx renders the app beside it (the same
 * markup) and swaps it in, so the largest element needs no script (docs/decisions/014).
 */
export async function renderPage(path: keyof typeof PRERENDERED_PAGES, locale: Locale): Promise<string> {
  provideEmptyStorage();
  await loadCatalogues(locale);
  const handler = createStaticHandler(appRoutes);
  const url = locale === "sk" ? `/sk${path === "/" ? "" : path}` : path;
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page stays static until the visitor touches it (docs/decisions/014), so it is a visitor's: the
  // header offers "Sign in". Someone signed in gets the app at once (main.tsx), which takes the page
  // over once the session has answered (start-app.tsx).
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  return renderToString(
    <Providers queryClient={queryClient} prerenderLocale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
