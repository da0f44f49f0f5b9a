import { DEFAULT_LOCALE, DEFAULT_THEME, LOCALES, type Locale, THEMES, type Theme } from "./constants.ts";

/** Only 'en' and 'sk' are accepted; anything else (or nothing) means the default, 'en'. */
export function parseLocale(value: unknown): Locale {
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}

/** Any stored value other than 'light' or 'dark' becomes 'dark' (spec section 4). */
export function parseTheme(value: unknown): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : DEFAULT_THEME;
}
