import type { Locale } from "@shared/constants";
import { onDemandTexts, useOnDemandTextsReady } from "@/lib/on-demand-texts";

/** The namespace of Settings → Notifications; its own chunk, not in the language's catalogue (lib/catalogues). */
export const REMINDERS_NAMESPACE = "reminders";

const texts = onDemandTexts(REMINDERS_NAMESPACE, {
  en: () => import("@/locales/en/reminders.json"),
  sk: () => import("@/locales/sk/reminders.json"),
});

export const loadRemindersTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const hasRemindersTexts = (locale: Locale): boolean => texts.has(locale);

/**
 * True once the page language's texts are in, loading them on first use: for the parts shown outside
 * Settings (the reminder field's line, the toast, the card's mark), which render nothing until then.
 */
export const useRemindersTexts = (): boolean => useOnDemandTextsReady(texts);
