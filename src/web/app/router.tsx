import type { Locale } from "@shared/constants";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireSession } from "@/features/account/components/require-session";
import { LocaleRoot } from "@/features/language/locale-root";
import { AboutPage } from "./routes/about";
import { AuthPage } from "./routes/auth";
import { ContactPage } from "./routes/contact";
import { DonatePage } from "./routes/donate";
import { HomePage } from "./routes/home";
import { LandingPage } from "./routes/landing";
import { NotFoundPage } from "./routes/not-found";
import { PlannerPage } from "./routes/planner";
import { QuickNotesPage } from "./routes/quick-notes";
import { RouteErrorPage } from "./routes/route-error";
import { SettingsPage } from "./routes/settings";
import { ShoppingListPage } from "./routes/shopping-list";
import { StatisticsPage } from "./routes/statistics";
import { TermsPage } from "./routes/terms";
import { TrashPage } from "./routes/trash";

/** Every screen of spec section 2, relative to a language root ("/" or "/sk"). */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <LandingPage /> },
    { path: "auth", element: <AuthPage /> },
    {
      // Signed-in screens: a visitor is sent to /auth and brought back after signing in.
      element: <RequireSession />,
      children: [
        { path: "home", element: <HomePage /> },
        { path: "settings", element: <SettingsPage /> },
        { path: "statistics", element: <StatisticsPage /> },
        { path: "planner", element: <PlannerPage /> },
        { path: "shopping/:id", element: <ShoppingListPage /> },
        { path: "trash", element: <TrashPage /> },
      ],
    },
    { path: "terms", element: <TermsPage /> },
    { path: "about", element: <AboutPage /> },
    { path: "contact", element: <ContactPage /> },
    { path: "donate", element: <DonatePage /> },
    { path: "quick-notes", element: <QuickNotesPage /> },
    { path: "*", element: <NotFoundPage /> },
  ];
}

function localeTree(path: string, locale: Locale): RouteObject {
  return {
    path,
    element: <LocaleRoot locale={locale} />,
    // A pathless layer so the error screen renders inside LocaleRoot, with its language.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes() }],
  };
}

export const router = createBrowserRouter([localeTree("/sk", "sk"), localeTree("/", "en")]);
