import type { Locale } from "@shared/constants";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { AppFrameLoading } from "@/app/layout/app-frame-loading";
import { PublicFrameLoading } from "@/app/layout/public-frame-loading";
import { LocaleRoot } from "@/features/language/locale-root";
import type { OnDemandTexts } from "@/lib/on-demand-texts";
import { HomeLoading } from "./home-loading";
import { RequireSession } from "./require-session";
import { NotFoundPage } from "./routes/not-found";
import { RouteErrorPage } from "./routes/route-error";
import { screenTexts } from "./screen-texts";

/**
 * A screen loaded on first visit (its own chunk), so the landing page does not carry the code of
 * every signed-in screen. The error screens stay in the main bundle; the landing page has its own
 * chunk too (signed-in screens had carried it): a prerendered landing page's takeover asks for it
 * while the session is asked (start-app.tsx), so it costs no round trip of its own. `texts`:
 * the namespaces only this screen reads (screen-texts.ts), loaded in the route's language beside its
 * code, so the screen renders with its texts in the same frame.
 */
function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  texts?: { locale: Locale; namespaces: OnDemandTexts[] },
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const textLoads = texts ? texts.namespaces.map((namespace) => namespace.load(texts.locale)) : [];
      const [module] = await Promise.all([load(), ...textLoads]);
      return { Component: pick(module) };
    },
  };
}

/** Every screen of spec section 2, relative to a language root ("/" or "/sk"). */
function pageRoutes(locale: Locale): RouteObject[] {
  const withTexts = (...namespaces: OnDemandTexts[]) => ({ locale, namespaces });
  return [
    {
      index: true,
      ...lazyScreen(
        () => import("./routes/landing"),
        (m) => m.LandingPage,
        withTexts(screenTexts.marketing),
      ),
    },
    {
      path: "auth",
      ...lazyScreen(
        () => import("./routes/auth"),
        (m) => m.AuthPage,
        withTexts(screenTexts.auth),
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
          // What another app shares into Poriadok, on its way to /home's quick add (issue 28).
          path: "share",
          ...lazyScreen(
            () => import("./routes/share"),
            (m) => m.SharePage,
          ),
        },
        {
          // Today's and overdue tasks from every list (issue 25 point 6).
          path: "today",
          ...lazyScreen(
            () => import("./routes/today"),
            (m) => m.TodayPage,
            withTexts(screenTexts.today),
          ),
        },
        {
          path: "settings",
          ...lazyScreen(
            () => import("./routes/settings"),
            (m) => m.SettingsPage,
            // Account's password fields (components/password-field.tsx) read sign-in's texts.
            withTexts(
              screenTexts.settings,
              screenTexts.tags,
              screenTexts.donate,
              screenTexts.contact,
              screenTexts.auth,
            ),
          ),
        },
        {
          path: "statistics",
          ...lazyScreen(
            () => import("./routes/statistics"),
            (m) => m.StatisticsPage,
            withTexts(screenTexts.stats),
          ),
        },
        {
          path: "planner",
          ...lazyScreen(
            () => import("./routes/planner"),
            (m) => m.PlannerPage,
            withTexts(screenTexts.planner),
          ),
        },
        {
          path: "shopping/:id",
          ...lazyScreen(
            () => import("./routes/shopping-list"),
            (m) => m.ShoppingListPage,
            withTexts(screenTexts.shopping),
          ),
        },
        {
          path: "archive",
          ...lazyScreen(
            () => import("./routes/archive"),
            (m) => m.ArchivePage,
            withTexts(screenTexts.archive),
          ),
        },
        {
          path: "trash",
          ...lazyScreen(
            () => import("./routes/trash"),
            (m) => m.TrashPage,
            withTexts(screenTexts.trash),
          ),
        },
        {
          // The accounts, for admins (issue 26); Settings links here for them only.
          path: "admin",
          ...lazyScreen(
            () => import("./routes/admin"),
            (m) => m.AdminPage,
            withTexts(screenTexts.admin),
          ),
        },
      ],
    },
    {
      path: "terms",
      ...lazyScreen(
        () => import("./routes/terms"),
        (m) => m.TermsPage,
        withTexts(screenTexts.terms),
      ),
    },
    {
      path: "about",
      ...lazyScreen(
        () => import("./routes/about"),
        (m) => m.AboutPage,
        withTexts(screenTexts.marketing),
      ),
    },
    {
      path: "contact",
      ...lazyScreen(
        () => import("./routes/contact"),
        (m) => m.ContactPage,
        withTexts(screenTexts.contact),
      ),
    },
    {
      path: "donate",
      ...lazyScreen(
        () => import("./routes/donate"),
        (m) => m.DonatePage,
        withTexts(screenTexts.donate),
      ),
    },
    {
      path: "quick-notes",
      ...lazyScreen(
        () => import("./routes/quick-notes"),
        (m) => m.QuickNotesPage,
      ),
    },
    {
      // An invitation to a shared list: signed out too (it offers sign-in and sign-up, then comes back).
      path: "invitations/:token",
      ...lazyScreen(
        () => import("./routes/invitation"),
        (m) => m.InvitationPage,
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
      {
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <PublicFrameLoading />,
        children: pageRoutes(locale),
      },
    ],
  };
}

/** Both language trees: for the browser's router (router.tsx) and the build's prerender of the landing page (prerender.tsx). */
export const appRoutes: RouteObject[] = [localeTree("/sk", "sk"), localeTree("/", "en")];
