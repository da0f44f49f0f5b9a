import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shared/constants";
import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";

/** Every catalogue in src/web/locales/<lang>/<namespace>.json, bundled so no text loads late. */
const catalogues = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang = "", namespace = ""] = match;
    resources[lang] = { ...resources[lang], [namespace]: catalogue };
  }
  return resources;
}

const resources = buildResources();

const base = i18next.createInstance();
void base.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  ns: Object.keys(resources.en ?? {}),
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * One i18next instance per language, sharing the catalogues. The route's language picks the
 * instance (see LocaleRoot), so rendering never has to change a global language as a side effect.
 */
const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, base.cloneInstance({ lng: locale, initAsync: false })]),
) as Record<Locale, i18n>;

export function i18nFor(locale: Locale): i18n {
  return instances[locale];
}
