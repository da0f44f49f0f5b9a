import type { Locale } from "@shared/constants";

const SK_PREFIX = /^\/sk(?=\/|$)/;

/** The route without its language prefix: "/sk/about" → "/about", "/sk" → "/". */
export function stripLocalePrefix(pathname: string): string {
  return pathname.replace(SK_PREFIX, "") || "/";
}

/** The form of an unprefixed route for a language: ("/about", "sk") → "/sk/about", ("/", "sk") → "/sk". */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? "/sk" : `/sk${path}`;
}

/** Where the language switch goes: the same route in the other language, query and hash kept. */
export function switchLocalePath(location: { pathname: string; search: string; hash: string }, to: Locale): string {
  return `${localizePath(stripLocalePrefix(location.pathname), to)}${location.search}${location.hash}`;
}
