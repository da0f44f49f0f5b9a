import type { Locale } from "@shared/constants";
import { onDemandTexts, useOnDemandTextsReady } from "@/lib/on-demand-texts";

/** The namespace of the repeat and reminder fields and the card's repeat words; not in the first load. */
export const RECURRENCE_NAMESPACE = "recurrence";

const texts = onDemandTexts(RECURRENCE_NAMESPACE, {
  en: () => import("@/locales/en/recurrence.json"),
  sk: () => import("@/locales/sk/recurrence.json"),
});

export const loadRecurrenceTexts = (locale: Locale): Promise<void> => texts.load(locale);

/**
 * Resolves once the page language's texts are in, or could not be (the fields then appear when they
 * are): the task dialogs' loaders wait for it, so the Reminder and Repeat fields are there when the
 * dialog opens instead of pushing its buttons down a moment later.
 */
export function recurrenceTextsForPage(): Promise<void> {
  const locale: Locale = document.documentElement.lang === "sk" ? "sk" : "en";
  return texts.load(locale).catch(() => undefined);
}

/** True once the page language's recurrence texts are in (loading them on first use). */
export const useRecurrenceTexts = (): boolean => useOnDemandTextsReady(texts);
