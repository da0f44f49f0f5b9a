import type { Locale } from "@shared/constants";
import { i18nFor } from "@/lib/i18n";
import { type OnDemand, onDemand } from "@/lib/on-demand";

type Texts = Record<string, unknown>;
type TextsModule = { default: Texts };

/** One namespace's texts that a screen loads with its own code (see lib/catalogues for the rest). */
export type OnDemandTexts = {
  /** Loads the language's texts once into the instances' shared store; a failed load can be retried. */
  load(locale: Locale): Promise<void>;
  /** True once the language's texts are in, so a second visit renders in the same frame. */
  has(locale: Locale): boolean;
};

/**
 * A namespace kept out of the language's catalogue (lib/catalogues excludes its file), so its texts
 * do not ride in every page's first load, /home's included, which is within a kilobyte of its budget.
 * The importers are the caller's, one per language, so Vite sees static paths and splits each file.
 */
export function onDemandTexts(namespace: string, importers: Record<Locale, () => Promise<TextsModule>>): OnDemandTexts {
  const textsByLocale = Object.fromEntries(
    Object.entries(importers).map(([locale, importer]) => [locale, onDemand(() => importer().then((m) => m.default))]),
  ) as Record<Locale, OnDemand<Texts>>;
  return {
    async load(locale) {
      const texts = await textsByLocale[locale].load();
      const i18n = i18nFor(locale);
      if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, texts, true, true);
    },
    has(locale) {
      return textsByLocale[locale].loaded() !== undefined && i18nFor(locale).hasResourceBundle(locale, namespace);
    },
  };
}
