import type { Locale } from "@shared/constants";
import { onDemandTexts } from "@/lib/on-demand-texts";

/**
 * The namespace of two-factor sign-in: the sign-in's second step (features/sign-in) and Settings →
 * Account's two-factor and passkey sections (features/account). Its own chunk, loaded with either,
 * not in the language's catalogue (lib/catalogues), so no first load carries it.
 */
export const TWO_FACTOR_NAMESPACE = "two-factor";

const texts = onDemandTexts(TWO_FACTOR_NAMESPACE, {
  en: () => import("@/locales/en/two-factor.json"),
  sk: () => import("@/locales/sk/two-factor.json"),
});

export const loadTwoFactorTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const hasTwoFactorTexts = (locale: Locale): boolean => texts.has(locale);
