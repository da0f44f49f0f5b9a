import type { Locale } from "@shared/constants";
import { onDemandTexts } from "@/lib/on-demand-texts";

/** The namespace of Settings → API tokens; its own chunk, not in the language's catalogue (lib/catalogues). */
export const API_TOKENS_NAMESPACE = "api-tokens";

const texts = onDemandTexts(API_TOKENS_NAMESPACE, {
  en: () => import("@/locales/en/api-tokens.json"),
  sk: () => import("@/locales/sk/api-tokens.json"),
});

export const loadApiTokensTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const hasApiTokensTexts = (locale: Locale): boolean => texts.has(locale);
