import type { Locale } from "../../../shared/constants.ts";

/** The push notifications' texts, in both languages (mails have theirs in mail/mail-texts.ts). */
const PUSH_TEXTS = {
  en: {
    due: (when: string) => `Due ${when}`,
    reminder: "Reminder",
    testTitle: "Poriadok",
    testBody: "Notifications work on this device.",
  },
  sk: {
    due: (when: string) => `Termín: ${when}`,
    reminder: "Pripomienka",
    testTitle: "Poriadok",
    testBody: "Upozornenia na tomto zariadení fungujú.",
  },
} satisfies Record<Locale, unknown>;

export function pushTexts(locale: Locale) {
  return PUSH_TEXTS[locale];
}

/**
 * A task's date as its author sees it, in the app's one numeric style (dd.MM.yyyy HH:mm, both
 * languages, as the cards show it): the wall-clock part of an ISO date-time with offset (the
 * author's own time), or a date alone. The server does not know the reader's time zone, so it shows
 * the time as written rather than converting it to the server's zone.
 */
export function formatTaskDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  return hours ? `${day}.${month}.${year} ${hours}:${minutes}` : `${day}.${month}.${year}`;
}

/** "Due 24.11.2026 09:00" from the task's date, or the reminder's own time when it has none. */
export function dueLine(task: { date: string | null; reminder: string }, locale: Locale): string {
  const texts = PUSH_TEXTS[locale];
  return task.date ? texts.due(formatTaskDate(task.date)) : `${texts.reminder} · ${formatTaskDate(task.reminder)}`;
}
