import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shared/constants";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

type CatalogueModule = { catalogue: Record<string, Record<string, unknown>> };

/**
 * Each language's catalogues are one chunk (lib/catalogues/<lang>.ts), loaded before the first page in
 * that language renders: a page carries its own language's texts, not both (docs/decisions/014).
 * index.html preloads the chunk of the page's language beside the entry, so no text appears late.
 */
const catalogueModules: Record<Locale, () => Promise<CatalogueModule>> = {
  en: () => import("./catalogues/en"),
  sk: () => import("./catalogues/sk"),
};

/**
 * One i18next instance per language, sharing the catalogues of a base instance. The route's language
 * picks the instance (see LocaleRoot), so rendering never has to change a global language as a side
 * effect. Made on first use, not when this module is evaluated: creating and cloning them is ≈ 40 ms
 * on a slowed phone CPU, which would lengthen the task that evaluates the app's code
 * (docs/decisions/016).
 */
let instances: { base: i18n; byLocale: Record<Locale, i18n> } | null = null;

function i18nInstances() {
  if (instances) return instances;
  const base = i18next.createInstance();
  void base.use(initReactI18next).init({
    // Filled per language by loadCatalogues; an object here tells i18next every namespace is "loaded".
    resources: {},
    lng: DEFAULT_LOCALE,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, base.cloneInstance({ lng: locale, initAsync: false })]),
  ) as Record<Locale, i18n>;
  instances = { base, byLocale };
  return instances;
}

export function i18nFor(locale: Locale): i18n {
  return i18nInstances().byLocale[locale];
}

const loaded = new Set<Locale>();
const loading = new Map<Locale, Promise<void>>();

export function hasCatalogues(locale: Locale): boolean {
  return loaded.has(locale);
}

/** Loads a language's catalogues once (the same promise for every caller); a failed load can be retried. */
export function loadCatalogues(locale: Locale): Promise<void> {
  const pending = loading.get(locale);
  if (pending) return pending;
  const load = catalogueModules[locale]().then(
    ({ catalogue }) => {
      for (const [namespace, texts] of Object.entries(catalogue)) {
        i18nInstances().base.addResourceBundle(locale, namespace, texts, true, true);
      }
      loaded.add(locale);
    },
    (error: unknown) => {
      loading.delete(locale);
      throw error;
    },
  );
  loading.set(locale, load);
  return load;
}
