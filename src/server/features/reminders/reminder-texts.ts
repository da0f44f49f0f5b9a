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
 * A task's date as its author sees it: the wall-clock part of an ISO date-time with offset (the
 * author's own time), or a date alone. The server has no time zone of the reader, so it shows the
 * time as written rather than converting it to the server's zone.
 */
export function formatTaskDate(value: string, locale: Locale): string {
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const wallClock = isDateOnly ? `${value}T00:00:00Z` : `${value.replace(/(Z|[+-]\d{2}:?\d{2})$/i, "")}Z`;
  const format = new Intl.DateTimeFormat(locale === "sk" ? "sk-SK" : "en-GB", {
    dateStyle: "medium",
    ...(isDateOnly ? {} : { timeStyle: "short" }),
    timeZone: "UTC",
  });
  return format.format(new Date(wallClock));
}

/** "Due 24 Nov 2026, 09:00" from the task's date, or the reminder's own time when it has none. */
export function dueLine(task: { date: string | null; reminder: string }, locale: Locale): string {
  const texts = PUSH_TEXTS[locale];
  return task.date
    ? texts.due(formatTaskDate(task.date, locale))
    : `${texts.reminder} · ${formatTaskDate(task.reminder, locale)}`;
}
