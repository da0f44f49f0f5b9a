import type { Locale } from "@shared/constants";
import { onDemandTexts } from "@/lib/on-demand-texts";

/** The search dialog's namespace; its own chunk, not in the language's catalogue (lib/catalogues). */
export const SEARCH_NAMESPACE = "search";

const texts = onDemandTexts(SEARCH_NAMESPACE, {
  en: () => import("@/locales/en/search.json"),
  sk: () => import("@/locales/sk/search.json"),
});

export const loadSearchTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const hasSearchTexts = (locale: Locale): boolean => texts.has(locale);
