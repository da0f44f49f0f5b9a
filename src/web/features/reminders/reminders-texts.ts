import type { Locale } from "@shared/constants";
import { onDemandTexts } from "@/lib/on-demand-texts";

/** The namespace of Settings → Notifications; its own chunk, not in the language's catalogue (lib/catalogues). */
export const REMINDERS_NAMESPACE = "reminders";

const texts = onDemandTexts(REMINDERS_NAMESPACE, {
  en: () => import("@/locales/en/reminders.json"),
  sk: () => import("@/locales/sk/reminders.json"),
});

export const loadRemindersTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const hasRemindersTexts = (locale: Locale): boolean => texts.has(locale);
