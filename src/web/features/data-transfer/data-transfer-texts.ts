import type { Locale } from "@shared/constants";
import { i18nFor } from "@/lib/i18n";
import { type OnDemand, onDemand } from "@/lib/on-demand";

/** The namespace of Settings → Your data; its own chunk, not in the language's catalogue (lib/catalogues). */
export const DATA_TRANSFER_NAMESPACE = "data-transfer";

type Texts = Record<string, unknown>;

/**
 * These texts (≈ 0.9 KB brotli per language) would otherwise ride in every page's first load, /home's
 * included, which is within a kilobyte of its budget. The screen loads them with its own code instead.
 */
const textsByLocale: Record<Locale, OnDemand<Texts>> = {
  en: onDemand(() => import("@/locales/en/data-transfer.json").then((module) => module.default)),
  sk: onDemand(() => import("@/locales/sk/data-transfer.json").then((module) => module.default)),
};

/**
 * Loads the language's texts once and adds them to the instances' shared store (as loadCatalogues does
 * for the rest), so `useTranslation("data-transfer")` finds them from then on. A failed load can be retried.
 */
export async function loadDataTransferTexts(locale: Locale): Promise<void> {
  const texts = await textsByLocale[locale].load();
  const i18n = i18nFor(locale);
  if (!i18n.hasResourceBundle(locale, DATA_TRANSFER_NAMESPACE)) {
    i18n.addResourceBundle(locale, DATA_TRANSFER_NAMESPACE, texts, true, true);
  }
}

/** True once the language's texts are in, so a second visit renders in the same frame. */
export function hasDataTransferTexts(locale: Locale): boolean {
  return (
    textsByLocale[locale].loaded() !== undefined && i18nFor(locale).hasResourceBundle(locale, DATA_TRANSFER_NAMESPACE)
  );
}
