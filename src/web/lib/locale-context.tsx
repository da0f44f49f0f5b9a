import type { Locale } from "@shared/constants";
import { createContext, useCallback, useContext } from "react";
import { localizePath } from "./locale-path";

export const LocaleContext = createContext<Locale>("en");

/** The language of the current route ("/sk/…" is Slovak, everything else English). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Turns an unprefixed route ("/about") into the current language's form ("/sk/about"). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
