import type { Locale } from "@shared/constants";
import { useEffect, useState } from "react";
import { i18nFor } from "@/lib/i18n";
import { useLocale } from "@/lib/locale-context";
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

/**
 * True once the page language's texts of `texts` are in, loading them on first use. A failed load
 * leaves it false (the part stays hidden) and is logged; the next mount tries again.
 */
export function useOnDemandTextsReady(texts: OnDemandTexts): boolean {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Locale | null>(() => (texts.has(locale) ? locale : null));
  useEffect(() => {
    let isCurrent = true;
    texts.load(locale).then(
      () => isCurrent && setLoaded(locale),
      (error: unknown) => console.warn("texts did not load", error),
    );
    return () => {
      isCurrent = false;
    };
  }, [texts, locale]);
  return loaded === locale;
}
