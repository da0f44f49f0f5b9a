import type { Locale } from "@shared/constants";
import type { Note } from "@shared/schemas/note";
import { format, isValid, parseISO } from "date-fns";
import { enUS, sk } from "date-fns/locale";

const DATE_LOCALES = { en: enUS, sk } as const;

/** When a note went to the trash (deletedAt; older rows may only have updatedAt), or null if unknown. */
export function deletedAtOf(note: Pick<Note, "deletedAt" | "updatedAt">): Date | null {
  const date = parseISO(note.deletedAt ?? note.updatedAt);
  return isValid(date) ? date : null;
}

/** Date and time in the language's own form: "Nov 21, 2026, 2:05 PM" / "21. 11. 2026, 14:05". */
export function formatDateTime(date: Date, locale: Locale): string {
  return format(date, "PPp", { locale: DATE_LOCALES[locale] });
}
