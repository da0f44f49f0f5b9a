import type { Locale } from "@shared/constants";
import { QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppFrameLoading } from "@/app/layout/app-frame-loading";
import { PrePaintGreeting } from "@/features/home/components/pre-paint-greeting";
import { LocaleRoot } from "@/features/language/locale-root";
import { loadCatalogues } from "@/lib/i18n";
import { provideEmptyStorage } from "./build-storage";
import { Providers } from "./providers";

/**
 * /home's loading frame in one language, for the build (scripts/vite-prerender.ts): the signed-in
 * frame as the browser draws it while the session is checked, with the greeting hidden for index.html's
 * pre-paint script to fill in (pre-paint-greeting.tsx). The server sends it for /home with the signed-in
 * user's first name (src/server/static/home-frame.ts); main.tsx starts the app at once and renders it over
 * the frame (docs/decisions/016).
 */
export async function renderHomeFrame(locale: Locale): Promise<string> {
  provideEmptyStorage();
  await loadCatalogues(locale);
  const path = locale === "sk" ? "/sk/home" : "/home";
  const routes = [
    {
      path,
      element: <LocaleRoot locale={locale} />,
      children: [{ index: true, element: <AppFrameLoading prePaintHeading={<PrePaintGreeting />} /> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers queryClient={new QueryClient()} prerenderLocale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
