import type { Locale } from "@shared/constants";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { AppFrameLoading } from "@/components/layout/app-frame-loading";
import { PublicFrameLoading } from "@/components/layout/public-frame-loading";
import { RequireSession } from "@/features/account/components/require-session";
import { LocaleRoot } from "@/features/language/locale-root";
import { HomeLoading } from "./home-loading";
import { LandingPage } from "./routes/landing";
import { NotFoundPage } from "./routes/not-found";
import { RouteErrorPage } from "./routes/route-error";

/**
 * A screen loaded on first visit (its own chunk), so the landing page does not carry the code of
 * every signed-in screen. The landing page and the error screens stay in the main bundle.
 */
function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

/** Every screen of spec section 2, relative to a language root ("/" or "/sk"). */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <LandingPage /> },
    {
      path: "auth",
      ...lazyScreen(
        () => import("./routes/auth"),
        (m) => m.AuthPage,
      ),
    },
    {
      // Signed-in screens: a visitor is sent to /auth and brought back after signing in.
      element: <RequireSession />,
      // A cold load of a signed-in screen while its chunk downloads: the app's frame (see localeTree).
      hydrateFallbackElement: <AppFrameLoading />,
      children: [
        {
          path: "home",
          // The greeting before the screen's code (home-loading.tsx).
          hydrateFallbackElement: <HomeLoading />,
          ...lazyScreen(
            () => import("./routes/home"),
            (m) => m.HomePage,
          ),
        },
        {
          path: "settings",
          ...lazyScreen(
            () => import("./routes/settings"),
            (m) => m.SettingsPage,
          ),
        },
        {
          path: "statistics",
          ...lazyScreen(
            () => import("./routes/statistics"),
            (m) => m.StatisticsPage,
          ),
        },
        {
          path: "planner",
          ...lazyScreen(
            () => import("./routes/planner"),
            (m) => m.PlannerPage,
          ),
        },
        {
          path: "shopping/:id",
          ...lazyScreen(
            () => import("./routes/shopping-list"),
            (m) => m.ShoppingListPage,
          ),
        },
        {
          path: "trash",
          ...lazyScreen(
            () => import("./routes/trash"),
            (m) => m.TrashPage,
          ),
        },
      ],
    },
    {
      path: "terms",
      ...lazyScreen(
        () => import("./routes/terms"),
        (m) => m.TermsPage,
      ),
    },
    {
      path: "about",
      ...lazyScreen(
        () => import("./routes/about"),
        (m) => m.AboutPage,
      ),
    },
    {
      path: "contact",
      ...lazyScreen(
        () => import("./routes/contact"),
        (m) => m.ContactPage,
      ),
    },
    {
      path: "donate",
      ...lazyScreen(
        () => import("./routes/donate"),
        (m) => m.DonatePage,
      ),
    },
    {
      path: "quick-notes",
      ...lazyScreen(
        () => import("./routes/quick-notes"),
        (m) => m.QuickNotesPage,
      ),
    },
    { path: "*", element: <NotFoundPage /> },
  ];
}

function localeTree(path: string, locale: Locale): RouteObject {
  return {
    path,
    element: <LocaleRoot locale={locale} />,
    // A pathless layer so the error screen renders inside LocaleRoot, with its language. While the first
    // screen's chunk downloads, React Router shows the deepest fallback above that screen — here, inside
    // LocaleRoot, so it speaks the page's language: the public frame, or the app's under RequireSession.
    children: [
      { errorElement: <RouteErrorPage />, hydrateFallbackElement: <PublicFrameLoading />, children: pageRoutes() },
    ],
  };
}

/** Both language trees: for the browser's router (router.tsx) and the build's prerender of the landing page (prerender.tsx). */
export const appRoutes: RouteObject[] = [localeTree("/sk", "sk"), localeTree("/", "en")];
