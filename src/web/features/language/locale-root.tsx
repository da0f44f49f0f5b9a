import type { Locale } from "@shared/constants";
import { use, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { hasCatalogues, i18nFor, loadCatalogues } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { switchLocalePath } from "@/lib/locale-path";
import { readStoredLocale } from "./language-storage";

/**
 * The root of each language's route tree. The URL decides the language; a visitor who chose Slovak
 * earlier and opens an unprefixed link is taken to its Slovak form.
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const location = useLocation();
  const storedLocale = readStoredLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  if (locale === "en" && storedLocale === "sk") {
    return <Navigate to={switchLocalePath(location, "sk")} replace />;
  }
  // Start-up and the language switch load the texts first; any other way into the other language
  // (history, a typed link) waits here, inside the navigation's transition, so the old page stays.
  if (!hasCatalogues(locale)) use(loadCatalogues(locale));
  return (
    <LocaleContext.Provider value={locale}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <Outlet />
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}
